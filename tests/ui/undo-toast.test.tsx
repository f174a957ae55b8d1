import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentAnnouncements } from '../../src/lib/announcer'
import { notifyUndoable } from '../../src/lib/notices'
import { LiveRegions, Toaster } from '../../src/ui'
import { toaster } from '../../src/ui/toaster-store'

const polite = () => document.querySelector('[data-announcer=polite]')

describe('notifyUndoable', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    act(() => toaster.remove())
    vi.useRealTimers()
  })

  it('is announced through the polite region that was there before it, with the way to «Отменить»', () => {
    render(
      <>
        <LiveRegions />
        <Toaster />
      </>,
    )
    expect(polite()).toBeInTheDocument()
    act(() => {
      notifyUndoable({ title: 'Норма удалена', description: 'CTR баннеров', duration: 5000, onUndo: () => {} })
    })
    expect(polite()).toHaveTextContent('Норма удалена: CTR баннеров. Чтобы отменить, нажмите Alt+T.')
    expect(currentAnnouncements().polite.at(-1)?.text).toBe('Норма удалена: CTR баннеров. Чтобы отменить, нажмите Alt+T.')
  })

  it('waits while the pointer is over it or focus is in it, then offers its whole time again', async () => {
    render(<Toaster />)
    const onExpire = vi.fn()
    act(() => {
      notifyUndoable({ title: 'Норма удалена', duration: 5000, onUndo: () => {}, onExpire })
    })
    const toast = await screen.findByRole('status')
    act(() => vi.advanceTimersByTime(4000))
    fireEvent.pointerOver(toast)
    act(() => vi.advanceTimersByTime(60_000))
    expect(onExpire).not.toHaveBeenCalled()
    fireEvent.focus(screen.getByRole('button', { name: 'Отменить' }))
    fireEvent.pointerOut(toast)
    act(() => vi.advanceTimersByTime(60_000))
    expect(onExpire).not.toHaveBeenCalled()
    fireEvent.blur(screen.getByRole('button', { name: 'Отменить' }))
    // The countdown starts again from its whole length.
    act(() => vi.advanceTimersByTime(4999))
    expect(onExpire).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onExpire).toHaveBeenCalledOnce()
  })

  it('«Отменить» stops the time: the undo runs, the expiry never', async () => {
    render(<Toaster />)
    const onUndo = vi.fn()
    const onExpire = vi.fn()
    act(() => {
      notifyUndoable({ title: 'Норма удалена', duration: 5000, onUndo, onExpire })
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Отменить' }))
    act(() => vi.advanceTimersByTime(10_000))
    expect(onUndo).toHaveBeenCalledOnce()
    expect(onExpire).not.toHaveBeenCalled()
  })
})
