import { atom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { useCallback } from 'react'
import { formatNumber } from '../../lib/format'

/** A field of a record as a list of changes names it, and its value in words when plain text will not do. */
export interface RecordField<Item> {
  name: keyof Item & string
  label: string
  valueText?: (value: unknown) => string
}

/**
 * A record's fields from their labels (one source for a drawer's fields and a list of changes),
 * with the value in words for those that need it (an enumeration's label).
 */
export function recordFields<Item>(
  labels: Partial<Record<keyof Item & string, string>>,
  valueTexts: Partial<Record<keyof Item & string, (value: unknown) => string>> = {},
): RecordField<Item>[] {
  return (Object.keys(labels) as (keyof Item & string)[]).flatMap((name) => {
    const label = labels[name]
    return label === undefined ? [] : [{ name, label, valueText: valueTexts[name] }]
  })
}

/** Its label in a map of labels, else the value itself (an enumeration from a newer server). */
export function labelText(labels: Readonly<Record<string, string>>): (value: unknown) => string {
  return (value) => labels[String(value)] ?? String(value)
}

/** One changed field: its label, what it was, what it is now. */
export interface FieldChange {
  label: string
  was: string
  now: string
}

function plainText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Да' : 'Нет'
  if (typeof value === 'number') return formatNumber(value)
  return String(value)
}

/** The fields of `was` that differ in `now`, in words. */
export function recordChanges<Item>(fields: readonly RecordField<Item>[], was: Item, now: Item): FieldChange[] {
  return fields.flatMap((field) => {
    const [before, after] = [was[field.name], now[field.name]]
    if (JSON.stringify(before) === JSON.stringify(after)) return []
    const text = field.valueText ?? plainText
    return [{ label: field.label, was: text(before), now: text(after) }]
  })
}

/** A delete refused because the record changed after the person confirmed it: asked once more. */
export interface DeletionQuestion {
  id: number
  /** The record's name: «Баннер CTR». */
  name: string
  changes: readonly FieldChange[]
  /** Deletes it after all (over its current version). */
  confirm: () => Promise<void>
  /** Keeps it. */
  keep: () => void
}

const deletionQuestionsAtom = atom<readonly DeletionQuestion[]>([])
let nextQuestionId = 1

/** The question on screen (the first one asked), and how it is answered. */
export function useDeletionQuestion() {
  const questions = useAtomValue(deletionQuestionsAtom)
  const setQuestions = useSetAtom(deletionQuestionsAtom)
  const question = questions[0] ?? null
  const settle = (id: number) => setQuestions((current) => current.filter((asked) => asked.id !== id))
  return { question, settle }
}

/**
 * Asks «Запись изменилась. Всё равно удалить?» (the shell's dialog, wherever the delete was
 * confirmed); resolves once the person has answered and a confirmed delete has been sent.
 */
export function useAskDeletionAgain(): (question: Omit<DeletionQuestion, 'id'>) => Promise<void> {
  const store = useStore()
  return useCallback(
    (question) =>
      new Promise<void>((resolve) => {
        const asked: DeletionQuestion = {
          ...question,
          id: nextQuestionId++,
          confirm: () => question.confirm().finally(resolve),
          keep: () => {
            question.keep()
            resolve()
          },
        }
        store.set(deletionQuestionsAtom, (current) => [...current, asked])
      }),
    [store],
  )
}
