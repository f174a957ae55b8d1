import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip, useTooltip } from '@ark-ui/react/tooltip'
import { useContext, useEffect, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { tooltip } from 'styled-system/recipes'
import { InsideOverlayContext } from './overlay-context'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(tooltip)
const RootProvider = withRootProvider(ArkTooltip.RootProvider)
const Positioner = withContext(ArkTooltip.Positioner, 'positioner')
const Content = withContext(ArkTooltip.Content, 'content')

/**
 * The trigger's events the popup follows (hover, focus, a press), as ./tooltip hands them on. Methods, so
 * Ark's handlers for a button also take a link's or an abbreviation's events (which they read alike).
 */
export interface TriggerEvents {
  onClick?(event: MouseEvent<HTMLElement>): void
  onFocus?(event: FocusEvent<HTMLElement>): void
  onBlur?(event: FocusEvent<HTMLElement>): void
  onPointerDown?(event: PointerEvent<HTMLElement>): void
  onPointerMove?(event: PointerEvent<HTMLElement>): void
  onPointerEnter?(event: PointerEvent<HTMLElement>): void
  onPointerLeave?(event: PointerEvent<HTMLElement>): void
}

export interface TooltipPopupProps {
  content: ReactNode
  /** The trigger's element, which ./tooltip renders and keeps. */
  triggerId: string
  /** The trigger was hovered or focused before this loaded: the hint shows at once. */
  openAtOnce: boolean
  /** Takes the handlers the trigger's events go to, after each render. */
  onTriggerEvents: (events: TriggerEvents) => void
  /** The hint's id while it is shown (the trigger is described by it), undefined while hidden. */
  onShownChange: (hintId: string | undefined) => void
}

/** Ark's tooltip beside its trigger, loaded apart from the first paint by ./tooltip. */
export function TooltipPopup({ content, triggerId, openAtOnce, onTriggerEvents, onShownChange }: TooltipPopupProps) {
  const insideOverlay = useContext(InsideOverlayContext)
  const api = useTooltip({
    ids: { trigger: triggerId },
    openDelay: 400,
    closeDelay: 100,
    defaultOpen: openAtOnce,
    positioning: { strategy: insideOverlay ? 'fixed' : 'absolute' },
  })
  const triggerEvents: TriggerEvents = api.getTriggerProps()
  useEffect(() => onTriggerEvents(triggerEvents))
  const hintId = api.open ? api.getContentProps().id : undefined
  useEffect(() => onShownChange(hintId), [hintId, onShownChange])
  return (
    <RootProvider value={api} lazyMount unmountOnExit>
      <Portal disabled={insideOverlay}>
        <Positioner>
          <Content>{content}</Content>
        </Positioner>
      </Portal>
    </RootProvider>
  )
}
