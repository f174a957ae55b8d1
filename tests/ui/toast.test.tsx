import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../src/ui'
import { createAppToaster } from '../../src/ui/toaster-store'

describe('Toaster', () => {
  it('announces a success toast as a status with its title and description', async () => {
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    act(() => {
      toaster.success({ title: 'Баланс пополнен', description: '1 500,00 ₽' })
    })
    const status = await screen.findByRole('status')
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
    const toaster = createAppToaster()
    render(<Toaster toaster={toaster} />)
    act(() => {
      toaster.error({ title: 'Не удалось пополнить баланс', description: 'Сервер недоступен' })
    })
    const status = await screen.findByRole('status')
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
      const toaster = createAppToaster()
      render(<Toaster toaster={toaster} />)
      act(() => {
        toaster.success({ title: 'Норма сохранена' })
      })
      const status = await screen.findByRole('status')
      act(() => vi.advanceTimersByTime(5500))
      expect(status).toHaveAttribute('data-state', 'open')
      fireEvent.pointerOver(status)
      act(() => vi.advanceTimersByTime(60_000))
      expect(status).toHaveAttribute('data-state', 'open')
      fireEvent.pointerOut(status)
      act(() => vi.advanceTimersByTime(6100))
      await waitFor(() => expect(status).toHaveAttribute('data-state', 'closed'))
    })

    it('keeps an error until it is closed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const toaster = createAppToaster()
      render(<Toaster toaster={toaster} />)
      act(() => {
        toaster.error({ title: 'Не удалось сохранить' })
      })
      const status = await screen.findByRole('status')
      act(() => vi.advanceTimersByTime(10 * 60_000))
      expect(status).toHaveAttribute('data-state', 'open')
    })
  })

  it('lives in a labelled region', () => {
    render(<Toaster toaster={createAppToaster()} />)
    expect(screen.getByRole('region', { name: 'Уведомления (Alt+T)' })).toBeInTheDocument()
  })
})
