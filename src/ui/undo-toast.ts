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
