import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { useContext, type ReactElement, type ReactNode } from 'react'
import { tooltip } from 'styled-system/recipes'
import { InsideOverlayContext } from './overlay-context'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(tooltip)
const Root = withRootProvider(ArkTooltip.Root)
const Positioner = withContext(ArkTooltip.Positioner, 'positioner')
const Content = withContext(ArkTooltip.Content, 'content')

export interface TooltipProps {
  /** A hint for sighted mouse and keyboard users; the trigger still needs its own accessible name. */
  content: ReactNode
  /** One focusable element (a Button, an IconButton). */
  children: ReactElement
}

export function Tooltip({ content, children }: TooltipProps) {
  const insideOverlay = useContext(InsideOverlayContext)
  return (
    <Root openDelay={400} closeDelay={100} lazyMount unmountOnExit positioning={{ strategy: insideOverlay ? 'fixed' : 'absolute' }}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal disabled={insideOverlay}>
        <Positioner>
          <Content>{content}</Content>
        </Positioner>
      </Portal>
    </Root>
  )
}
