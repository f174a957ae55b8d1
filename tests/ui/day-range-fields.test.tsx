import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DayRangeFields } from '../../src/ui'

describe('DayRangeFields', () => {
  it('limits each end by the other and reports the changed range', async () => {
    const onChange = vi.fn()
    render(<DayRangeFields fromLabel="Период с" toLabel="Период по" value={{ from: '2026-03-01', to: '' }} onChange={onChange} />)
    const from = screen.getByLabelText('Период с')
    const to = screen.getByLabelText('Период по')
    expect(from).not.toHaveAttribute('max')
    expect(to).toHaveAttribute('min', '2026-03-01')

    await userEvent.type(to, '2026-03-31')
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-31' })
  })
})
