import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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

  it('keeps a pressed trigger while the hint arrives, so the click lands, and shows the hint after it', async () => {
    // A copy of the module whose popup code has not been fetched yet (the first test fetched it).
    vi.resetModules()
    const { Tooltip: FreshTooltip } = await import('../../src/ui/tooltip')
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <FreshTooltip content="Все операции периода одним списком">
        <button type="button" onClick={onClick}>
          Все за период
        </button>
      </FreshTooltip>,
    )
    const pressed = screen.getByRole('button', { name: 'Все за период' })
    await user.pointer({ keys: '[MouseLeft>]', target: pressed })
    // The hover asked for the popup's code; it arrives while the button is held down.
    await act(() => import('../../src/ui/tooltip-popup'))
    expect(pressed).toBeInTheDocument()
    await user.pointer({ keys: '[/MouseLeft]', target: pressed })
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Все операции периода одним списком')
    expect(screen.getByRole('button', { name: 'Все за период' })).toBe(pressed)
  })
})
