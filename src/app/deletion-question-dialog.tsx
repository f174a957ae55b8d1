import { useState } from 'react'
import { describeError } from '../api/errors'
import type { DeletionQuestion } from '../state/lists/stale-deletion'
import { ConfirmDialog, FieldChangesTable } from '../ui'

/** The question of DeletionQuestionHost, with what changed; «Удалить» sends the delete again, over the new version. */
export function DeletionQuestionDialog({ question, settle }: { question: DeletionQuestion; settle(id: number): void }) {
  const [pending, setPending] = useState(false)
  const [error, setError] = useState('')
  return (
    <ConfirmDialog
      open
      title="Запись изменилась. Всё равно удалить?"
      pending={pending}
      error={error}
      onConfirm={() => {
        if (pending) return
        setPending(true)
        setError('')
        question
          .confirm()
          .then(() => settle(question.id))
          .catch((failure: unknown) => setError(describeError(failure)))
          .finally(() => setPending(false))
      }}
      onCancel={() => {
        if (pending) return
        question.keep()
        settle(question.id)
      }}
      details={<FieldChangesTable changes={question.changes} />}
    >
      «{question.name}»: пока вы решали, запись изменил другой сотрудник.
    </ConfirmDialog>
  )
}
