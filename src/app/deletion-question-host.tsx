import { useState } from 'react'
import { describeError } from '../api/errors'
import { useDeletionQuestion } from '../state/lists/stale-deletion'
import { ConfirmDialog, FieldChangesTable } from '../ui'

/**
 * «Запись изменилась. Всё равно удалить?»: a confirmed delete that the server refused because the
 * record changed in the meantime, asked once more with what changed.
 */
export function DeletionQuestionHost() {
  const { question, settle } = useDeletionQuestion()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState('')
  if (!question) return null
  return (
    <ConfirmDialog
      key={question.id}
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
