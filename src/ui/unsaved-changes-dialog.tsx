import { useLayoutEffect, useRef, useState } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface UnsavedChangesDialogProps {
  open: boolean
  /** «Вернуться», Escape: back to the form with what was typed. */
  onStay: () => void
  /** «Закрыть»: what was typed is dropped. */
  onLeave: () => void
  /** The field last used in the form, as the question comes: where the focus goes after «Вернуться». */
  returnFocusTo: () => HTMLElement | null
}

/** Asks before a form with changes closes: «Вернуться» focused first, so Enter loses nothing. */
export function UnsavedChangesDialog({ open, onStay, onLeave, returnFocusTo }: UnsavedChangesDialogProps) {
  const stayRef = useRef<HTMLButtonElement>(null)
  // Taken as the question comes: on its way out the focus passes through the form's first field.
  const returnTo = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open) returnTo.current = returnFocusTo()
  }, [open, returnFocusTo])
  // Each question is a dialog mounted open: its content is there before Ark sets up the focus trap, the
  // aria-hidden of the drawer and the dialog's name, once, a frame after opening. Reopened in place, a frame
  // before the content left the question unfocused and unnamed over an exposed drawer. Closing keeps the key.
  const [opening, setOpening] = useState({ count: 0, open })
  if (open !== opening.open) setOpening({ count: opening.count + (open ? 1 : 0), open })
  return (
    <Dialog
      key={opening.count}
      open={open}
      onClose={onStay}
      role="alertdialog"
      size="sm"
      title="Закрыть без сохранения?"
      description="Введённые данные не сохранены и пропадут."
      initialFocusEl={() => stayRef.current}
      finalFocusEl={() => (returnTo.current?.isConnected ? returnTo.current : returnFocusTo())}
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
