import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { tinykeys } from 'tinykeys'
import { useLatest } from '../../hooks/use-latest'
import { singleKeyShortcutsAtom } from './palette'

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
}

// A dialog playing its closing animation is still in the DOM (data-state="closed"): it no longer holds the keys.
const openModal = '[aria-modal="true"]:not([data-state="closed"])'

/** A screen's or a drawer's own key as the shortcut sheet lists it (tinykeys notation: 'n', 'Alt+KeyT'). */
export interface ScreenShortcut {
  key: string
  label: string
}

const listedShortcutsAtom = atom<readonly ScreenShortcut[]>([])

/** The keys of the screen on show that said what they do («n»: «Написать заметку о пользователе»). */
export function useListedScreenShortcuts(): readonly ScreenShortcut[] {
  return useAtomValue(listedShortcutsAtom)
}

/**
 * A single-key shortcut of one screen (`c` for «Создать» on a list): bound while the screen is
 * shown, never while typing or while a dialog or drawer is open, and off with the other
 * single-key shortcuts (WCAG 2.1.4). With a `label`, the shortcut sheet lists it while it is bound.
 */
export function useScreenShortcut(key: string, action: () => void, label?: string): void {
  const enabled = useAtomValue(singleKeyShortcutsAtom)
  useListedShortcut(key, label)
  const latest = useLatest(action)
  useEffect(() => {
    if (!enabled) return
    return tinykeys(window, {
      [key]: (event) => {
        if (event.defaultPrevented || isTyping(event.target) || document.querySelector(openModal)) return
        event.preventDefault()
        latest.current()
      },
    })
  }, [enabled, key, latest])
}

/** Lists `key` in «?» with its label while mounted (where it works); nothing without a label. */
export function useListedShortcut(key: string, label: string | undefined): void {
  const setListed = useSetAtom(listedShortcutsAtom)
  useEffect(() => {
    if (label === undefined) return
    const listed = { key, label }
    setListed((current) => [...current, listed])
    return () => setListed((current) => current.filter((shortcut) => shortcut !== listed))
  }, [key, label, setListed])
}
