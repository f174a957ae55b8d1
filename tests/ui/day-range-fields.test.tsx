import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DayRangeFields } from '../../src/ui'

describe('DayRangeFields', () => {
  it('shows the days as дд.мм.гггг and reports the day typed, on Enter and on leaving the field', async () => {
    const onChange = vi.fn()
    render(<DayRangeFields fromLabel="Период с" toLabel="Период по" value={{ from: '2026-03-01', to: '' }} onChange={onChange} />)
    const from = screen.getByLabelText('Период с')
    const to = screen.getByLabelText('Период по')
    expect(from).toHaveValue('01.03.2026')
    expect(to).toHaveValue('')
    expect(to).toHaveAttribute('placeholder', 'дд.мм.гггг')

    await userEvent.type(to, '31.03.2026{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-31' })

    await userEvent.clear(from)
    await userEvent.type(from, '5.3.26')
    await userEvent.tab()
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-05', to: '' })
    expect(from).toHaveValue('05.03.2026')
  })

  it('keeps a day it cannot read, says what is wrong, and reports nothing', async () => {
    const onChange = vi.fn()
    render(<DayRangeFields fromLabel="Период с" toLabel="Период по" value={{ from: '', to: '' }} onChange={onChange} />)
    const from = screen.getByLabelText('Период с')
    await userEvent.type(from, '31.02.2026{Enter}')
    expect(from).toHaveValue('31.02.2026')
    expect(from).toHaveAttribute('aria-invalid', 'true')
    expect(from).toHaveAccessibleDescription('Такого дня нет: в феврале 2026 года 28 дней')
    expect(onChange).not.toHaveBeenCalled()

    await userEvent.clear(from)
    await userEvent.type(from, '28.02.2026{Enter}')
    expect(from).not.toHaveAttribute('aria-invalid')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-28', to: '' })
  })

  it('shows a day changed from outside (a link, «Сбросить»)', () => {
    const { rerender } = render(<DayRangeFields fromLabel="с" toLabel="по" value={{ from: '2026-03-01', to: '' }} onChange={() => {}} />)
    rerender(<DayRangeFields fromLabel="с" toLabel="по" value={{ from: '', to: '2026-12-31' }} onChange={() => {}} />)
    expect(screen.getByLabelText('с')).toHaveValue('')
    expect(screen.getByLabelText('по')).toHaveValue('31.12.2026')
  })
})
