import { useSetAtom } from 'jotai'
import { useCallback, useMemo, useRef } from 'react'
import { useBlocker, type BlockerFunction } from 'react-router-dom'
import { pendingSearchAtom } from '../shell/use-url-search'
import { clearDraft, readDraft, writeDraft } from './draft-storage'
import type { FormKeeper } from './form-keeper'

export interface UnsavedGuard {
  keeper: FormKeeper
  /** A close or a navigation waits for «Закрыть без сохранения?». */
  asking: boolean
  /** «Вернуться»: the drawer stays with what was typed. */
  stay(): void
  /** «Закрыть»: the draft is dropped and the close or navigation goes on. */
  leave(): void
}

/**
 * Guards the drawer open at `address` (path and query): while its form has changes, every way out
 * (Escape, «Отмена», a click outside, Back, another screen: they all change the address) waits
 * for the user's answer. The changes are kept in session storage under the address meanwhile.
 */
export function useUnsavedGuard(address: string): UnsavedGuard {
  const dirty = useRef(false)
  const busy = useRef(false)
  // The address whose form is done with: its late reports (an unmount) are no changes to keep.
  const released = useRef<string | null>(null)
  const forgetAskedSearch = useSetAtom(pendingSearchAtom)
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty.current &&
        !busy.current &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  )

  const keeper = useMemo<FormKeeper>(
    () => ({
      restore: () => {
        // A form appears: this address is guarded again, even if a form here was done with before.
        released.current = null
        return readDraft(address)
      },
      keep: (draft, changed) => {
        if (released.current === address) return
        dirty.current = changed
        writeDraft(address, changed ? draft : { edits: {} })
      },
      submitting: (on) => {
        busy.current = on
      },
      release: () => {
        released.current = address
        dirty.current = false
        clearDraft(address)
      },
    }),
    [address],
  )

  return {
    keeper,
    asking: blocker.state === 'blocked',
    stay: () => {
      // The close asked for did not happen: the next change of the address starts from the shown one.
      forgetAskedSearch(null)
      blocker.reset?.()
    },
    leave: () => {
      keeper.release()
      blocker.proceed?.()
    },
  }
}
