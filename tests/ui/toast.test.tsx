import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../src/ui'
import { createAppToaster } from '../../src/ui/toaster-store'

/** A toaster on the page, and `notify`: a notice shown as the console shows it, answered as its status element. */
function renderToaster(): (type: 'success' | 'error', title: string, description?: string) => Promise<HTMLElement> {
  const toaster = createAppToaster()
  render(<Toaster toaster={toaster} />)
  return async (type, title, description) => {
    act(() => {
      toaster[type]({ title, description })
    })
    const status = (await screen.findByText(title)).closest<HTMLElement>('[role="status"]')
    if (status === null) throw new Error(`«${title}» is not in a status`)
    return status
  }
}

/** Fake time moved on, and what it set off (the store's dismissal, the toast's new state) rendered. */
async function advance(milliseconds: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(milliseconds)
  })
}

describe('Toaster', () => {
  it('announces a success toast as a status with its title and description', async () => {
    const status = await renderToaster()('success', 'Баланс пополнен', '1 500,00 ₽')
    expect(status).toHaveTextContent('Баланс пополнен')
    expect(status).toHaveTextContent('1 500,00 ₽')
    expect(status).toHaveAttribute('data-type', 'success')
  })

  it('shows a toast created before the toaster mounted (the toaster loads after the first paint)', async () => {
    const toaster = createAppToaster()
    toaster.success({ title: 'Норма сохранена' })
    render(<Toaster toaster={toaster} />)
    expect(await screen.findByRole('status')).toHaveTextContent('Норма сохранена')
  })

  it('shows an error toast, and «Закрыть» dismisses it', async () => {
    const user = userEvent.setup()
    const status = await renderToaster()('error', 'Не удалось пополнить баланс', 'Сервер недоступен')
    expect(status).toHaveAttribute('data-type', 'error')
    expect(status).toHaveTextContent('Не удалось пополнить баланс')
    await user.click(within(status).getByRole('button', { name: 'Закрыть' }))
    // Dismissed at once (hidden, data-state="closed"); the node itself leaves after the exit delay.
    await waitFor(() => expect(status).toHaveAttribute('data-state', 'closed'))
  })

  describe('time to read', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('keeps a success notice at least six seconds, and while the pointer is over it', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const status = await renderToaster()('success', 'Норма сохранена')
      await advance(5500)
      expect(status).toHaveAttribute('data-state', 'open')
      fireEvent.pointerOver(status)
      await advance(60_000)
      expect(status).toHaveAttribute('data-state', 'open')
      fireEvent.pointerOut(status)
      await advance(6100)
      await waitFor(() => expect(status).toHaveAttribute('data-state', 'closed'))
    })

    it('keeps every notice while the pointer is on one: a notice that arrives and pushes the read one up does not start its time', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const notify = renderToaster()
      const read = await notify('success', 'Заметка сохранена')
      fireEvent.pointerOver(read)
      const arrived = await notify('success', 'Пополнение подтверждено')
      // The stack moved: the pointer is now over the notice that arrived, still among the notices.
      fireEvent.pointerOut(read, { relatedTarget: arrived })
      fireEvent.pointerOver(arrived, { relatedTarget: read })
      await advance(60_000)
      expect(read).toHaveAttribute('data-state', 'open')
      fireEvent.pointerOut(arrived, { relatedTarget: document.body })
      await advance(5500)
      expect(read).toHaveAttribute('data-state', 'open')
      await advance(1000)
      await waitFor(() => expect(read).toHaveAttribute('data-state', 'closed'))
    })

    it('a notice closed under the pointer does not hold the next one', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const notify = renderToaster()
      const error = await notify('error', 'Не удалось сохранить')
      fireEvent.pointerOver(error)
      fireEvent.click(within(error).getByRole('button', { name: 'Закрыть' }))
      // Closing, with no pointerout: it leaves from under the pointer.
      await waitFor(() => expect(error).toHaveAttribute('data-state', 'closed'))
      const next = await notify('success', 'Норма сохранена')
      await advance(6100)
      await waitFor(() => expect(next).toHaveAttribute('data-state', 'closed'))
    })

    it('keeps an error until it is closed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const status = await renderToaster()('error', 'Не удалось сохранить')
      await advance(10 * 60_000)
      expect(status).toHaveAttribute('data-state', 'open')
    })
  })

  it('lives in a labelled region', () => {
    render(<Toaster toaster={createAppToaster()} />)
    expect(screen.getByRole('region', { name: 'Уведомления (Alt+T)' })).toBeInTheDocument()
  })
})
