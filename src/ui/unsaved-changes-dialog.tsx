import { useRef } from 'react'
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
  return (
    <Dialog
      open={open}
      onClose={onStay}
      role="alertdialog"
      size="sm"
      title="Закрыть без сохранения?"
      description="Введённые данные не сохранены и пропадут."
      initialFocusEl={() => stayRef.current}
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
