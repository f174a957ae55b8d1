import { useLayoutEffect, useRef } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface UnsavedChangesDialogProps {
  open: boolean
  /** «Вернуться», Escape: back to the form with what was typed. */
  onStay: () => void
  /** «Закрыть»: what was typed is dropped. */
  onLeave: () => void
}

/** Asks before a form with changes closes: «Вернуться» focused first, so Enter loses nothing. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null)
  // Where the focus was when the question came (the field typed into, or nowhere after a click
  // outside): it goes back into the drawer, or the drawer would take a focus left outside for leaving.
  const returnTo = useRef<HTMLElement | null>(null)
  // Before the dialog moves the focus (it does so after the commit).
  useLayoutEffect(() => {
    if (open) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }, [open])
  return (
    <Dialog
      open={open}
      onClose={onStay}
      role="alertdialog"
      size="sm"
      title="Закрыть без сохранения?"
      description="Введённые данные не сохранены и пропадут."
      initialFocusEl={() => stayRef.current}
      finalFocusEl={() => focusInsideDialog(returnTo.current)}
      closeButton={false}
      footer={
        <>
          <Button ref={stayRef} variant="outline" onClick={onStay}>
            Вернуться
          </Button>
          <Button tone="danger" onClick={onLeave}>
            Закрыть
          </Button>
        </>
      }
    />
  )
}

/** `element` when it is inside an open dialog; else that dialog itself (its content takes focus). */
function focusInsideDialog(element: HTMLElement | null): HTMLElement | null {
  if (element?.isConnected && element.closest('[role="dialog"]')) return element
  return document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]')
}
