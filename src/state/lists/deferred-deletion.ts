import { atom, useAtomValue, useStore } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { useCallback, useEffect } from 'react'
import { announce } from '../../lib/announcer'
import { pluralize } from '../../lib/plural'
import { httpAtom } from '../session/http'
import { validatedStorage } from '../session/validated-storage'

/** The lengths «Время на отмену» offers, in milliseconds: 5, 20 and 60 seconds. */
export const undoWindowChoices = [5000, 20000, 60000] as const

const inSeconds = (ms: number, forms: { one: string; few: string; many: string }) => {
  const seconds = Math.round(ms / 1000)
  return `${seconds} ${pluralize(seconds, forms)}`
}

/** «20 секунд»: a choice of «Время на отмену» as the sidebar and the palette name it. */
export function undoWindowLabel(ms: number): string {
  return inSeconds(ms, { one: 'секунда', few: 'секунды', many: 'секунд' })
}

/** «21 секунды», «20 секунд»: the window after «в течение», as a question about deleting says it. */
export function undoWindowSpan(ms: number): string {
  return inSeconds(ms, { one: 'секунды', few: 'секунд', many: 'секунд' })
}

/**
 * How long «Отменить» is offered before a confirmed delete is sent: the person's setting, kept in
 * this browser and followed by the other tabs at once, like the theme.
 */
export const undoWindowMsAtom = atomWithStorage<number>(
  'undo_window_ms',
  undoWindowChoices[0],
  // Any whole number of milliseconds is kept (the select offers the three; a test may set 0).
  validatedStorage((value): value is number => Number.isSafeInteger(value) && Number(value) >= 0),
  { getOnInit: true },
)

/** A delete waiting out its window, as the palette offers it: «Отменить удаление: <label>». */
export interface WaitingDeletion {
  key: number
  label: string
  undo: () => void
}

const waitingDeletionsAtom = atom<readonly WaitingDeletion[]>([])

/** The deletes that can still be undone, oldest first. */
export function useWaitingDeletions(): readonly WaitingDeletion[] {
  return useAtomValue(waitingDeletionsAtom)
}

let lastDeletionKey = 0

/** Records whose delete waits out the undo window or is under way: the lists leave them out. */
export const hiddenRecordsAtom = atom<ReadonlySet<string>>(new Set<string>())

export interface DeferredDeletion {
  ids: readonly string[]
  /** What is deleted, for the palette's «Отменить удаление: …»: the record's name, «записей: 3». */
  label: string
  /**
   * Shows the notice offering «Отменить» (calling `undo`) for the window; the notice holds the time
   * (it waits while it is attended) and calls `expire` when it has passed. Returns what dismisses it.
   */
  announce: (undo: () => void, expire: () => void) => () => void
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
      // Leaving the page sends the delete with the token there is (keepalive): it must still be valid then.
      const releaseFreshToken = store.get(httpAtom).keepAccessFresh()
      let dismiss = () => {}
      const key = ++lastDeletionKey
      const settle = (sending: Promise<unknown>) => void sending.catch(() => undefined).finally(() => setHidden(false))
      let finished = false
      // Once only: the notice's time, «Отменить» (in the notice or the palette) and leaving race.
      const finish = (): boolean => {
        if (finished) return false
        finished = true
        releaseFreshToken()
        waiting.delete(leave)
        store.set(waitingDeletionsAtom, (current) => current.filter((entry) => entry.key !== key))
        dismiss()
        return true
      }
      const leave = () => {
        if (finish()) settle(deletion.sendOnLeave())
      }
      const expire = () => {
        if (finish()) settle(deletion.send())
      }
      const undo = () => {
        if (!finish()) return
        setHidden(false)
        announce(`Удаление отменено: ${deletion.label}`)
      }
      waiting.add(leave)
      store.set(waitingDeletionsAtom, (current) => [...current, { key, label: deletion.label, undo }])
      dismiss = deletion.announce(undo, expire)
    },
    [store],
  )
}

/** A screen offering undo sends what still waits when it is left (a route change). */
export function useSendDeletionsOnLeave(): void {
  useEffect(() => sendWaitingNow, [])
}
