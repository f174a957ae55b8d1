import { useEffect } from 'react'
import { css } from 'styled-system/css'

// Where notices sit: a dock at the foot of the screen's column (right of the sidebar), or, while a drawer is open,
// left of the drawer (over the page it holds inert). The dock is opaque and as tall as the notices, the selection
// bar stands on it (selection-bar.tsx) and the page ends above it (the layout's padding), so no action is ever
// under a notice: what scrolls beneath the dock is hidden by it, as beneath the selection bar.

/** The dock's place, as the page's CSS reads it (the toaster's offsets, the dock, the selection bar, the main column). */
const dockVars = { start: '--notice-dock-start', end: '--notice-dock-end', height: '--notice-dock-height' } as const

/** The toaster group's offsets: the notices stack up from the dock's start, inside it. */
export const noticeOffsets = {
  left: `calc(var(${dockVars.start}, 0px) + 1rem)`,
  right: `calc(var(${dockVars.end}, 0px) + 1rem)`,
  bottom: '0.75rem',
  top: '1rem',
}

const dock = css({
  position: 'fixed',
  bottom: '0',
  insetInlineStart: `var(${dockVars.start}, 0px)`,
  insetInlineEnd: `var(${dockVars.end}, 0px)`,
  height: `var(${dockVars.height}, 0px)`,
  zIndex: 'popover',
  bg: 'bg.canvas',
  borderTopWidth: '1px',
  borderColor: 'border.default',
})

/** The dock's place and height now: beside an open drawer or under the screen's column; as tall as the notices. */
function placeDock(group: Element | null): void {
  const root = document.documentElement
  const drawer = document.querySelector('.drawer__content[data-state="open"]')?.getBoundingClientRect()
  const column = document.querySelector('main')?.getBoundingClientRect()
  const start = drawer ? 0 : (column?.left ?? 0)
  const end = drawer ? Math.max(0, window.innerWidth - drawer.left) : 0
  const tops = [...(group?.querySelectorAll('[data-part="root"]') ?? [])].map((toast) => toast.getBoundingClientRect().top)
  const height = tops.length === 0 ? 0 : Math.max(0, window.innerHeight - Math.min(...tops)) + 12
  setIfChanged(root, dockVars.start, `${start}px`)
  setIfChanged(root, dockVars.end, `${end}px`)
  setIfChanged(root, dockVars.height, `${Math.ceil(height)}px`)
}

/** A variable on the root restyles the whole page: it is written only when its value changes (rarely: a notice, a drawer). */
function setIfChanged(root: HTMLElement, name: string, value: string): void {
  if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value)
}

const toastGroup = '[data-scope="toast"][data-part="group"]'

/** Keeps the dock where it belongs while notices come and go, drawers open and close and the window changes. */
export function useNoticeDock(): void {
  useEffect(() => {
    let frame = 0
    const place = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => placeDock(document.querySelector(toastGroup)))
    }
    const watched = new MutationObserver(place)
    watched.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-state', 'data-mounted'] })
    window.addEventListener('resize', place)
    document.addEventListener('transitionend', place)
    place()
    return () => {
      cancelAnimationFrame(frame)
      watched.disconnect()
      window.removeEventListener('resize', place)
      document.removeEventListener('transitionend', place)
      for (const name of Object.values(dockVars)) document.documentElement.style.removeProperty(name)
    }
  }, [])
}

/** The dock itself: an empty band behind the notices, only as tall as they are. */
export function NoticeDock() {
  return <div aria-hidden className={dock} />
}
