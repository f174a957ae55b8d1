import { lazy, Suspense } from 'react'
import { useDeletionQuestion } from '../state/lists/stale-deletion'

// The dialog and the table of changes load only once a delete is asked again: rarely, and never at start.
const DeletionQuestionDialog = lazy(() =>
  import('./deletion-question-dialog').then((module) => ({ default: module.DeletionQuestionDialog })),
)

/**
 * «Запись изменилась. Всё равно удалить?»: a confirmed delete that the server refused because the
 * record changed in the meantime, asked once more with what changed.
 */
export function DeletionQuestionHost() {
  const { question, settle } = useDeletionQuestion()
  if (!question) return null
  return (
    <Suspense fallback={null}>
      <DeletionQuestionDialog key={question.id} question={question} settle={settle} />
    </Suspense>
  )
}
