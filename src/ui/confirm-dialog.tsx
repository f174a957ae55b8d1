import { useRef, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'
import { FormAlert } from './field'
import { hasContent } from './has-content'

export interface ConfirmDialogProps {
  open: boolean
  /** The question: «Удалить норму?». */
  title: ReactNode
  /** What happens, naming the record: «Норма «Баннеры» будет удалена безвозвратно.» */
  children: ReactNode
  /** @default 'Удалить' */
  confirmLabel?: string
  /** The action is under way: the confirm button is busy. */
  pending?: boolean
  /** Shown under the text, e.g. a table of what changed. */
  details?: ReactNode
  /** Why the action failed (a 409 in plain Russian, with a link); the dialog stays open. */
  error?: ReactNode
  onConfirm: () => void
  /** «Отмена», Escape, «Закрыть». */
  onCancel: () => void
  /** Where focus goes on close, when the element that opened the dialog is gone (a deleted row). */
  finalFocusEl?: () => HTMLElement | null
  /** 'neutral' for an action that destroys nothing (a status change, «Включить»). @default 'danger' */
  tone?: 'neutral' | 'danger'
}

/**
 * Asks before an action: an alertdialog naming the record, «Отмена» focused first, the action in
 * the danger tone unless it destroys nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Удалить',
  pending = false,
  details,
  error,
  onConfirm,
  onCancel,
  finalFocusEl,
  tone = 'danger',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={title}
      description={children}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            Отмена
          </Button>
          <Button tone={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {details}
      {hasContent(error) ? <FormAlert>{error}</FormAlert> : undefined}
    </Dialog>
  )
}
