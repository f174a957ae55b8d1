import {
  cloneElement,
  useEffect,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { whenIdle } from '../lib/when-idle'
import type { TooltipPopupProps } from './tooltip-popup'

export interface TooltipProps {
  /** A hint for sighted mouse and keyboard users; the trigger still needs its own accessible name. */
  content: ReactNode
  /** One focusable element (a Button, an IconButton). */
  children: ReactElement<TriggerHandlers>
}

interface TriggerHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
}

type Popup = (props: TooltipPopupProps) => ReactElement
let loadedPopup: Popup | undefined
let loadingPopup: Promise<Popup> | undefined

function loadPopup(): Promise<Popup> {
  loadingPopup ??= import('./tooltip-popup').then((module) => (loadedPopup = module.TooltipPopup))
  return loadingPopup
}

/**
 * A hint on hover and focus. The positioning behind it is no part of the first paint: the trigger is
 * shown plain and the popup's code is fetched when the browser is idle, or at once on hover or focus.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [Popup, setPopup] = useState(() => loadedPopup)
  const [attended, setAttended] = useState<TooltipPopupProps['attended']>(null)
  // The popup replaces the trigger's element, so it waits while a press on the plain one is under way
  // (a pointer or a key down): a click pressed on the old element and released on the new one is lost.
  const [pressed, setPressed] = useState(false)

  useEffect(() => {
    if (Popup) return
    let mounted = true
    const cancelIdle = whenIdle(() => void loadPopup().then((loaded) => mounted && setPopup(() => loaded)))
    return () => {
      mounted = false
      cancelIdle()
    }
  }, [Popup])

  if (Popup && !pressed) {
    return (
      <Popup content={content} attended={attended}>
        {children}
      </Popup>
    )
  }
  const attend = (how: TooltipPopupProps['attended']) => {
    setAttended(how)
    if (how) void loadPopup().then((loaded) => setPopup(() => loaded))
  }
  const hold = () => {
    if (pressed) return
    setPressed(true)
    const listening = new AbortController()
    const release = () => {
      listening.abort()
      // A task later: the click that ends the press comes with its pointerup (or keyup).
      setTimeout(() => setPressed(false))
    }
    for (const type of ['pointerup', 'pointercancel', 'keyup']) {
      window.addEventListener(type, release, { capture: true, signal: listening.signal })
    }
  }
  // Each handler runs the trigger's own first, then notes what it tells.
  const own = children.props
  const then =
    <Event,>(theirs: ((event: Event) => void) | undefined, note: (event: Event) => void) =>
    (event: Event) => {
      theirs?.(event)
      note(event)
    }
  return cloneElement(children, {
    onPointerEnter: then(own.onPointerEnter, () => attend('pointer')),
    onPointerLeave: then(own.onPointerLeave, () => attend(null)),
    onFocus: then(own.onFocus, () => attend('focus')),
    onBlur: then(own.onBlur, () => attend(null)),
    onPointerDown: then(own.onPointerDown, hold),
    onKeyDown: then(own.onKeyDown, (event) => (event.key === 'Enter' || event.key === ' ') && hold()),
  })
}
