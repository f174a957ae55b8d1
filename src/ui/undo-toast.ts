import type { ReactNode } from 'react'
import { startCountdown, stopCountdown } from './toast-countdown'
import { toaster } from './toaster-store'

export interface UndoNotice {
  title: string
  description?: string
  /** How long «Отменить» is offered, in milliseconds (held while the toast is hovered or focused). */
  duration: number
  onUndo: () => void
  /** The time has passed without «Отменить» (closing the toast does not stop the time). */
  onExpire?: () => void
}

/** A notice offering «Отменить» for `duration`; returns what dismisses it (the window has passed). */
export function undoToast({ title, description, duration, onUndo, onExpire }: UndoNotice): () => void {
  const undo = () => {
    stopCountdown(id)
    onUndo()
  }
  // The toast stays until its own countdown (toast-countdown.ts) ends it.
  const id = toaster.create({ type: 'info', title, description, duration: Infinity, action: { label: 'Отменить', onClick: undo } })
  startCountdown(id, duration, () => {
    toaster.dismiss(id)
    onExpire?.()
  })
  return () => {
    stopCountdown(id)
    toaster.dismiss(id)
  }
}

/** A failure worth reading (a delete refused after its undo window, with a link): it stays until closed. */
export function lastingErrorToast(notice: { title: string; description: ReactNode }): void {
  toaster.error({ ...notice, duration: Infinity })
}
