import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tooltip } from '../../src/ui'

describe('Tooltip', () => {
  it('shows the trigger at once, and on the first focus its hint, with focus kept on the trigger', async () => {
    const user = userEvent.setup()
    render(
      <>
        <button type="button">Раньше</button>
        <Tooltip content="Свернуть боковую панель">
          <button type="button">Свернуть</button>
        </Tooltip>
      </>,
    )
    // Before the popup's code has arrived, the trigger is there and usable.
    expect(screen.getByRole('button', { name: 'Свернуть' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Раньше' }))
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Свернуть боковую панель')
    expect(screen.getByRole('button', { name: 'Свернуть' })).toHaveFocus()
  })
})
