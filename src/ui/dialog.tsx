import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react'
import { dialog, drawer } from 'styled-system/recipes'
import { IconButton } from './button'
import { rememberFocus } from './focus-return'
import { CloseIcon } from './icons'
import { InsideOverlayContext } from './overlay-context'
import { createStyleContext } from './style-context'

function createParts(recipe: typeof dialog | typeof drawer) {
  const { withRootProvider, withContext } = createStyleContext(recipe)
  return {
    Root: withRootProvider(ArkDialog.Root),
    Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
    Positioner: withContext(ArkDialog.Positioner, 'positioner'),
    Content: withContext(ArkDialog.Content, 'content'),
    Header: withContext('div', 'header'),
    Title: withContext(ArkDialog.Title, 'title'),
    Description: withContext(ArkDialog.Description, 'description'),
    Body: withContext('div', 'body'),
    Footer: withContext('div', 'footer'),
    CloseTrigger: withContext(ArkDialog.CloseTrigger, 'closeTrigger'),
  }
}

const dialogParts = createParts(dialog)
const drawerParts = createParts(drawer)

export interface DialogProps {
  /** Controlled visibility (e.g. from the URL); leave out with `trigger` for a self-contained dialog. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The dialog asks to close (Escape, «Закрыть», a click outside): for an owner that only ever shows it open. */
  onClose?: () => void
  /** An element that opens the dialog (a Button); focus returns to it on close. */
  trigger?: ReactElement
  title: ReactNode
  description?: ReactNode
  /** The body. */
  children?: ReactNode
  /** Actions, right-aligned (Отмена / the main action). */
  footer?: ReactNode
  /** `lg` for wide content (a table of many columns). @default 'md' */
  size?: 'sm' | 'md' | 'lg'
  /** `alertdialog` for a confirmation that interrupts. @default 'dialog' */
  role?: 'dialog' | 'alertdialog'
  /** The element to focus on open (default: the first focusable one). */
  initialFocusEl?: () => HTMLElement | null
  /** The element to focus on close (default: whatever was focused before opening). */
  finalFocusEl?: () => HTMLElement | null
  /** @default true */
  closeOnInteractOutside?: boolean
  /** The «Закрыть» cross in the corner; off where the footer's own answers are the only ones. @default true */
  closeButton?: boolean
}

type Parts = typeof dialogParts

function DialogFrame({ parts, ...props }: DialogProps & { parts: Parts }) {
  const { Root, Backdrop, Positioner, Content, Header, Title, Description, Body, Footer, CloseTrigger } = parts
  const { open, onOpenChange, onClose, trigger, title, description, children, footer, size, role, initialFocusEl, finalFocusEl } = props
  // An owner that shows the dialog only while open unmounts it on close, so Ark gives nothing back.
  // Unmounted closed (a question asked anew is a new dialog), Ark already gave the focus back on close.
  const [restoreFocus] = useState(() => (open ? rememberFocus(document.activeElement) : null))
  const openWhenLastShown = useRef(open)
  useEffect(() => {
    openWhenLastShown.current = open
  }, [open])
  useEffect(
    () => () => {
      if (openWhenLastShown.current) restoreFocus?.()
    },
    [restoreFocus],
  )
  return (
    <Root
      open={open}
      onOpenChange={(details: { open: boolean }) => {
        onOpenChange?.(details.open)
        if (!details.open) onClose?.()
      }}
      size={size}
      role={role}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      closeOnInteractOutside={props.closeOnInteractOutside}
      // Focus moving into another layer (the palette over a drawer, a toast) is no wish to close.
      onFocusOutside={(event: Event) => event.preventDefault()}
      lazyMount
      unmountOnExit
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <Backdrop />
        <Positioner>
          <Content>
            <InsideOverlayContext.Provider value>
              <Header>
                <Title>{title}</Title>
                {description && <Description>{description}</Description>}
              </Header>
              {children !== undefined && <Body>{children}</Body>}
              {footer && <Footer>{footer}</Footer>}
              {props.closeButton !== false && (
                <CloseTrigger asChild>
                  <IconButton aria-label="Закрыть" size="sm">
                    <CloseIcon />
                  </IconButton>
                </CloseTrigger>
              )}
            </InsideOverlayContext.Provider>
          </Content>
        </Positioner>
      </Portal>
    </Root>
  )
}

/** A centred modal: focus trapped inside, Escape and «Закрыть» close it, focus goes back on close. */
export function Dialog(props: DialogProps) {
  return <DialogFrame {...props} parts={dialogParts} />
}

export type DrawerProps = DialogProps

/** A modal panel sliding in from the right: header, scrolling body, footer of actions. */
export function Drawer(props: DrawerProps) {
  return <DialogFrame {...props} parts={drawerParts} />
}
