import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withEmailBreaks } from '../../src/ui'

describe('an e-mail in wrapping text', () => {
  it('may break after its «@» and before each dot, nowhere else; the text reads the same', () => {
    const line = 'Зачислено 70 000,00 ₽, запросил support@example.com'
    const { container } = render(<p>{withEmailBreaks(line)}</p>)
    expect(container.querySelector('p')?.innerHTML).toBe('Зачислено 70 000,00 ₽, запросил support@<wbr>example<wbr>.com')
    expect(container.textContent).toBe(line)
  })

  it('leaves text without an address as it is, and breaks each of two addresses', () => {
    expect(withEmailBreaks('Статус: Новый → В работе')).toBe('Статус: Новый → В работе')
    const { container } = render(<p>{withEmailBreaks('a.b@mail.ru → c@ya.ru')}</p>)
    expect(container.querySelector('p')?.innerHTML).toBe('a<wbr>.b@<wbr>mail<wbr>.ru → c@<wbr>ya<wbr>.ru')
  })
})
