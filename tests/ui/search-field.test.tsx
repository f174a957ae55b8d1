import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchField } from '../../src/ui'

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows what is typed at once and reports the trimmed text once typing pauses', () => {
    const onChange = vi.fn()
    render(<SearchField label="Поиск" placeholder="Код или почта" value="" onChange={onChange} delay={300} />)
    const box = screen.getByRole('searchbox', { name: 'Поиск' })
    expect(box).toHaveAttribute('placeholder', 'Код или почта')

    // fireEvent, not user-event: the clock is fake, and moves only where the test moves it.
    fireEvent.change(box, { target: { value: ' an' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(box, { target: { value: ' anna ' } })
    expect(box).toHaveValue(' anna ')
    expect(onChange).not.toHaveBeenCalled()

    act(() => vi.advanceTimersByTime(299))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('anna')
  })

  it('follows a search changed from elsewhere without reporting it back', () => {
    const onChange = vi.fn()
    const { rerender } = render(<SearchField label="Поиск" value="anna" onChange={onChange} />)
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('anna')

    rerender(<SearchField label="Поиск" value="" onChange={onChange} />)
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('')
    act(() => vi.advanceTimersByTime(1000))
    expect(onChange).not.toHaveBeenCalled()
  })
})
