import { cloneElement, useEffect, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react'
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

  useEffect(() => {
    if (Popup) return
    let mounted = true
    const cancelIdle = whenIdle(() => void loadPopup().then((loaded) => mounted && setPopup(() => loaded)))
    return () => {
      mounted = false
      cancelIdle()
    }
  }, [Popup])

  if (Popup) {
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
  // Each handler runs the trigger's own first, then notes whether it is attended.
  const own = children.props
  const noting =
    <Event,>(theirs: ((event: Event) => void) | undefined, how: TooltipPopupProps['attended']) =>
    (event: Event) => {
      theirs?.(event)
      attend(how)
    }
  return cloneElement(children, {
    onPointerEnter: noting(own.onPointerEnter, 'pointer'),
    onPointerLeave: noting(own.onPointerLeave, null),
    onFocus: noting(own.onFocus, 'focus'),
    onBlur: noting(own.onBlur, null),
  })
}
