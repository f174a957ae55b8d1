import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ElementType,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react'
import { loadOnce } from '../lib/load-once'
import { whenIdle } from '../lib/when-idle'
import type { TooltipPopupProps, TriggerEvents } from './tooltip-popup'

export interface TooltipProps {
  /** A hint for sighted mouse and keyboard users; the trigger still needs its own accessible name. */
  content: ReactNode
  /** One focusable element (a Button, an IconButton, a link). */
  children: ReactElement<TriggerProps>
}

type TriggerProps = Pick<HTMLAttributes<HTMLElement>, 'id' | 'aria-describedby'> & TriggerEvents

type Popup = (props: TooltipPopupProps) => ReactElement
let loadedPopup: Popup | undefined
const loadPopup = loadOnce(() => import('./tooltip-popup').then((module) => (loadedPopup = module.TooltipPopup)))
/** The popup's code not fetched (the network is down): the trigger goes on plain, the next hover or focus tries again. */
const keepPlain = () => undefined

/**
 * A hint on hover and focus. The positioning behind it is no part of the first paint: the popup's code
 * is fetched when the browser is idle, or at once on hover or focus. The trigger is one element all
 * along; the popup, once loaded, stands beside it and is told its events (a trigger replaced under a
 * press loses the click, and one replaced under focus loses the focus).
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [Popup, setPopup] = useState(() => loadedPopup)
  const [attended, setAttended] = useState<'pointer' | 'focus' | null>(null)
  const [shownHintId, setShownHintId] = useState<string>()
  const popupEvents = useRef<TriggerEvents>({})
  const takePopupEvents = useCallback((events: TriggerEvents) => {
    popupEvents.current = events
  }, [])
  const ownId = useId()

  useEffect(() => {
    if (Popup) return
    let mounted = true
    const cancelIdle = whenIdle(() => void loadPopup().then((loaded) => mounted && setPopup(() => loaded), keepPlain))
    return () => {
      mounted = false
      cancelIdle()
    }
  }, [Popup])

  const attend = (how: typeof attended) => {
    setAttended(how)
    if (how && !Popup) void loadPopup().then((loaded) => setPopup(() => loaded), keepPlain)
  }
  const own = children.props
  const triggerId = own.id ?? ownId
  const Trigger = children.type as ElementType<TriggerProps>
  const trigger = (
    // Each handler runs the trigger's own first, then the popup's (as of its latest render), then notes what it tells.
    <Trigger
      {...own}
      id={triggerId}
      aria-describedby={[own['aria-describedby'], shownHintId].filter(Boolean).join(' ') || undefined}
      onClick={(event) => (own.onClick?.(event), popupEvents.current.onClick?.(event))}
      onPointerDown={(event) => (own.onPointerDown?.(event), popupEvents.current.onPointerDown?.(event))}
      onPointerMove={(event) => (own.onPointerMove?.(event), popupEvents.current.onPointerMove?.(event))}
      onPointerEnter={(event) => (own.onPointerEnter?.(event), attend('pointer'))}
      onPointerLeave={(event) => (own.onPointerLeave?.(event), popupEvents.current.onPointerLeave?.(event), attend(null))}
      onFocus={(event) => (own.onFocus?.(event), popupEvents.current.onFocus?.(event), attend('focus'))}
      onBlur={(event) => (own.onBlur?.(event), popupEvents.current.onBlur?.(event), attend(null))}
    />
  )
  return (
    <>
      {trigger}
      {Popup && (
        <Popup
          content={content}
          triggerId={triggerId}
          openAtOnce={attended !== null}
          onTriggerEvents={takePopupEvents}
          onShownChange={setShownHintId}
        />
      )}
    </>
  )
}
