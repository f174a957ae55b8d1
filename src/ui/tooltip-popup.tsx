import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { useContext, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react'
import { tooltip } from 'styled-system/recipes'
import { InsideOverlayContext } from './overlay-context'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(tooltip)
const Root = withRootProvider(ArkTooltip.Root)
const Positioner = withContext(ArkTooltip.Positioner, 'positioner')
const Content = withContext(ArkTooltip.Content, 'content')

export interface TooltipPopupProps {
  content: ReactNode
  children: ReactElement
  /** The trigger was being hovered or focused when this replaced the plain element: open at once, keep focus. */
  attended: 'pointer' | 'focus' | null
}

/** Ark's tooltip around the trigger: loaded apart from the first paint by ./tooltip. */
export function TooltipPopup({ content, children, attended }: TooltipPopupProps) {
  const insideOverlay = useContext(InsideOverlayContext)
  const trigger = useRef<HTMLButtonElement>(null)
  const focusOnMount = useRef(attended === 'focus')
  // In the same commit that replaced the focused plain element, so focus is never seen on the body.
  useLayoutEffect(() => {
    // The plain element was replaced by this one while it had focus: the new node takes it back.
    if (focusOnMount.current) trigger.current?.focus({ preventScroll: true })
  }, [])
  return (
    <Root
      openDelay={400}
      closeDelay={100}
      defaultOpen={attended !== null}
      lazyMount
      unmountOnExit
      positioning={{ strategy: insideOverlay ? 'fixed' : 'absolute' }}
    >
      <ArkTooltip.Trigger ref={trigger} asChild>
        {children}
      </ArkTooltip.Trigger>
      <Portal disabled={insideOverlay}>
        <Positioner>
          <Content>{content}</Content>
        </Positioner>
      </Portal>
    </Root>
  )
}
