import type { ReactNode } from 'react'

/**
 * What the console tells the person in a toast: `notify({ type: 'success', title: 'Норма сохранена',
 * description: 'CTR баннеров' })`. A plain module in lib/ as `announcer.ts` is for what is said aloud:
 * state/, the ui's own parts and the features notify alike, and the app's Toaster (ui/toaster-store) is
 * the one board that shows them; what is notified before it is there waits for it.
 */
export type NoticeType = 'success' | 'error' | 'info' | 'warning'

export interface Notice {
  type: NoticeType
  title: string
  /** Text, or a link where the notice points to more. */
  description?: ReactNode
  action?: { label: string; onClick: () => void }
  /** How long it stays, in ms: its reading time unless given; an error stays until closed, as does `Infinity`. */
  duration?: number
  /** Its time passed without its action (closing it does not stop the time). */
  onExpire?: () => void
  /** A notice shown again under the same id replaces the earlier one (a warning brought up to date). */
  id?: string
}

/** Where notices are shown: the app's toaster. */
export interface NoticeBoard {
  show(id: string, notice: Notice): void
  dismiss(id: string): void
}

let board: NoticeBoard | undefined
let waiting: [string, Notice][] = []
let lastId = 0

/** Shows a notice; returns what takes it away (its window has passed, or what it said is no longer so). */
export function notify(notice: Notice): () => void {
  lastId += 1
  const id = notice.id ?? `notice-${lastId}`
  if (board) board.show(id, notice)
  else waiting = [...waiting.filter(([waitingId]) => waitingId !== id), [id, notice]]
  return () => dismissNotice(id)
}

export function dismissNotice(id: string): void {
  waiting = waiting.filter(([waitingId]) => waitingId !== id)
  board?.dismiss(id)
}

export interface UndoableNotice {
  title: string
  description?: string
  /** How long «Отменить» is offered, in ms (held while the notice is hovered or focused). */
  duration: number
  onUndo: () => void
  onExpire?: () => void
}

/** A notice offering «Отменить» for `duration`; returns what takes it away. */
export function notifyUndoable({ title, description, duration, onUndo, onExpire }: UndoableNotice): () => void {
  return notify({ type: 'info', title, description, duration, onExpire, action: { label: 'Отменить', onClick: onUndo } })
}

/** Makes `next` the board notices are shown on (the waiting ones first); returns what disconnects it. */
export function connectNotices(next: NoticeBoard): () => void {
  board = next
  const shown = waiting
  waiting = []
  for (const [id, notice] of shown) next.show(id, notice)
  return () => {
    if (board === next) board = undefined
  }
}
