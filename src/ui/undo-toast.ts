import type { ReactNode } from 'react'
import { toaster } from './toast'

export interface UndoNotice {
  title: string
  description?: string
  /** How long «Отменить» is offered, in milliseconds. */
  duration: number
  onUndo: () => void
}

/** A notice offering «Отменить» for `duration`; returns what dismisses it (the window has passed). */
export function undoToast({ title, description, duration, onUndo }: UndoNotice): () => void {
  const id = toaster.create({ type: 'info', title, description, duration, action: { label: 'Отменить', onClick: onUndo } })
  return () => toaster.dismiss(id)
}

/** A failure worth reading (a delete refused after its undo window, with a link): it stays until closed. */
export function lastingErrorToast(notice: { title: string; description: ReactNode }): void {
  toaster.error({ ...notice, duration: Infinity })
}
