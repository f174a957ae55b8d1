import { atom, useStore } from 'jotai'
import { useCallback, useEffect } from 'react'

/** How long «Отменить» is offered before a confirmed delete is sent. */
export const undoWindowMsAtom = atom(5000)

/** Records whose delete waits out the undo window or is under way: the lists leave them out. */
export const hiddenRecordsAtom = atom<ReadonlySet<string>>(new Set<string>())

export interface DeferredDeletion {
  ids: readonly string[]
  /** Shows the notice offering «Отменить» (calling `undo`); returns what dismisses it. */
  announce: (undo: () => void) => () => void
  /** The undo window has passed: the delete as usual (refreshing the lists). */
  send: () => Promise<unknown>
  /** The page or the screen is being left: every delete at once, with keepalive. */
  sendOnLeave: () => Promise<unknown>
}

/** Deletes waiting out their window: what leaving the page sends at once. */
const waiting = new Set<() => void>()
let listening = false

function sendWaitingNow(): void {
  for (const leave of [...waiting]) leave()
}

function listenForLeaving(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('pagehide', sendWaitingNow)
  window.addEventListener('beforeunload', sendWaitingNow)
}

/**
 * A confirmed delete with a way back: the records are hidden at once and a notice offers
 * «Отменить»; nothing goes to the server until the window passes. Leaving the page (or the
 * screen, `useSendDeletionsOnLeave`) sooner sends it then, with keepalive.
 */
export function useDeferredDeletion(): (deletion: DeferredDeletion) => void {
  const store = useStore()
  return useCallback(
    (deletion: DeferredDeletion) => {
      listenForLeaving()
      const setHidden = (hidden: boolean) =>
        store.set(hiddenRecordsAtom, (current) => {
          const next = new Set(current)
          for (const id of deletion.ids) {
            if (hidden) next.add(id)
            else next.delete(id)
          }
          return next
        })
      setHidden(true)
      let dismiss = () => {}
      const settle = (sending: Promise<unknown>) => void sending.catch(() => undefined).finally(() => setHidden(false))
      const finish = () => {
        clearTimeout(timer)
        waiting.delete(leave)
        dismiss()
      }
      const leave = () => {
        finish()
        settle(deletion.sendOnLeave())
      }
      const timer = setTimeout(() => {
        finish()
        settle(deletion.send())
      }, store.get(undoWindowMsAtom))
      waiting.add(leave)
      dismiss = deletion.announce(() => {
        finish()
        setHidden(false)
      })
    },
    [store],
  )
}

/** A screen offering undo sends what still waits when it is left (a route change). */
export function useSendDeletionsOnLeave(): void {
  useEffect(() => sendWaitingNow, [])
}
