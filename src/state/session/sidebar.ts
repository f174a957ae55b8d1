import { useAtom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { useState, useSyncExternalStore } from 'react'
import { validatedStorage } from './validated-storage'

/** Who narrowed the sidebar to icons: by signed-in e-mail, so each person keeps their own choice. */
type CollapsedByPerson = Readonly<Record<string, boolean>>

const isCollapsedByPerson = (value: unknown): value is CollapsedByPerson =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every((collapsed) => typeof collapsed === 'boolean')

const collapsedByPersonAtom = atomWithStorage<CollapsedByPerson>('sidebar-collapsed', {}, validatedStorage(isCollapsedByPerson), {
  getOnInit: true,
})

/** Below this width the sidebar narrows to icons by itself. */
export const narrowSidebarQuery = '(max-width: 1279.98px)'

function subscribeToWidth(onChange: () => void): () => void {
  const media = window.matchMedia(narrowSidebarQuery)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const isNarrowScreen = () => window.matchMedia(narrowSidebarQuery).matches

/**
 * Whether the sidebar shows only icons, and the switch. On a wide screen it is the person's choice,
 * remembered in this browser; below 1280 px it starts narrowed, and widening it lasts until the
 * screen changes width class or the page reloads.
 */
export function useSidebarCollapsed(email: string): [collapsed: boolean, toggle: () => void] {
  const [byPerson, setByPerson] = useAtom(collapsedByPersonAtom)
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrowScreen)
  const [widenedOnNarrow, setWidenedOnNarrow] = useState<{ narrow: boolean; widened: boolean }>({ narrow, widened: false })
  const widened = widenedOnNarrow.narrow === narrow && widenedOnNarrow.widened
  const collapsed = narrow ? !widened : byPerson[email] === true
  const toggle = () => {
    if (narrow) setWidenedOnNarrow({ narrow, widened: collapsed })
    else setByPerson({ ...byPerson, [email]: !collapsed })
  }
  return [collapsed, toggle]
}
