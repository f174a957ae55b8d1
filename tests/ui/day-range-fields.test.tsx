import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { DayRange } from '../../src/lib/list-query'
import { DayRangeFields } from '../../src/ui'

/** A parent that shows each range reported, as a list does once its URL has changed. */
function ShownRange({ initial, onChange }: { initial: DayRange; onChange(range: DayRange): void }) {
  const [range, setRange] = useState(initial)
  const report = (next: DayRange) => {
    onChange(next)
    setRange(next)
  }
  return <DayRangeFields fromLabel="Период с" toLabel="Период по" value={range} onChange={report} />
}

describe('DayRangeFields', () => {
  it('shows the days as дд.мм.гггг and reports the day typed, on Enter and on leaving the field', async () => {
    const onChange = vi.fn()
    render(<ShownRange initial={{ from: '2026-03-01', to: '' }} onChange={onChange} />)
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
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-05', to: '2026-03-31' })
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

describe('DayRangeFields before its parent shows a change', () => {
  it('builds the second day typed on the first, not on the range still shown (a list waits for its URL)', async () => {
    const onChange = vi.fn()
    // The parent has not shown the first day yet: its value is still the open range.
    render(<DayRangeFields fromLabel="Период с" toLabel="Период по" value={{ from: '', to: '' }} onChange={onChange} />)
    await userEvent.type(screen.getByLabelText('Период с'), '10.03.2026{Enter}')
    await userEvent.type(screen.getByLabelText('Период по'), '12.03.2026{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-10', to: '2026-03-12' })
  })

  it('builds on what it shows once the parent shows something else (a link, «Сбросить»)', async () => {
    const onChange = vi.fn()
    const { rerender } = render(<DayRangeFields fromLabel="с" toLabel="по" value={{ from: '', to: '' }} onChange={onChange} />)
    await userEvent.type(screen.getByLabelText('с'), '10.03.2026{Enter}')
    rerender(<DayRangeFields fromLabel="с" toLabel="по" value={{ from: '', to: '' }} onChange={onChange} />)
    rerender(<DayRangeFields fromLabel="с" toLabel="по" value={{ from: '2026-01-05', to: '' }} onChange={onChange} />)
    await userEvent.type(screen.getByLabelText('по'), '12.03.2026{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-01-05', to: '2026-03-12' })
  })

  it('closes the calendar on an Escape pressed in the field at once after Alt+↓, before the calendar has the focus', () => {
    const onChange = vi.fn()
    render(<DayRangeFields fromLabel="Период с" toLabel="Период по" value={{ from: '2026-03-06', to: '' }} onChange={onChange} />)
    const from = screen.getByLabelText('Период с')
    const [fromTrigger] = screen.getAllByRole('button', { name: 'Открыть календарь' })
    fireEvent.keyDown(from, { key: 'ArrowDown', altKey: true })
    expect(fromTrigger).toHaveAttribute('aria-expanded', 'true')
    const escape = fireEvent.keyDown(from, { key: 'Escape' })
    expect(fromTrigger).toHaveAttribute('aria-expanded', 'false')
    expect(fromTrigger).toHaveAccessibleName('Открыть календарь')
    // Its Escape, not the page's: a drawer around the field stays open.
    expect(escape).toBe(false)
    expect(from).toHaveValue('06.03.2026')
    expect(onChange).not.toHaveBeenCalled()
  })
})
