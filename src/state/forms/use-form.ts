import { useContext, useEffect, useState } from 'react'
import type { Struct } from 'superstruct'
import { describeError, isHttpError } from '../../api/errors'
import type { FormProblems } from '../../lib/form'
import type { Draft } from './draft-storage'
import { FormKeeperContext } from './form-keeper'
import { placeMessages, useFormState, type Form as FormState } from './form-state'

export interface UseFormOptions<Values extends object, Checked, Schema> {
  /** Every field of the form with its starting value: empty for a new record, the record's for an edit. */
  initialValues: Values
  /** Checks the values on submit (with its coercions); the §5 messages go onto the fields. */
  struct: Struct<Checked, Schema>
  /** Sends the checked value. A throw is shown on the form: field errors on their fields, the rest in the alert. */
  onSubmit: (checked: Checked, values: Values) => Promise<unknown>
  /**
   * The alert's sentence for a failure no field explains (e.g. a 409 in plain Russian); answer
   * undefined to fall back to describeError.
   */
  describeFailure?: (error: unknown) => string | undefined
  /**
   * The record the typing stands over (an edit of a versioned record), kept with the draft: a draft
   * restored over a record that changed since is merged, not laid over it. Until one is given, a
   * restored draft keeps its own.
   */
  draftBase?: unknown
}

export interface Form<Values extends object> extends FormState<Values> {
  /** The draft given back when the form appeared (after a reload), with the record it was typed over. */
  restored: RestoredDraft<Values> | undefined
}

export interface RestoredDraft<Values> {
  edits: Partial<Values>
  base: unknown
}

/**
 * The form kit's state (`useFormState`) with what a console form adds: a failure of the server said
 * at its fields (a 422) or in plain Russian; inside a URL drawer, what is typed is kept as a draft for a
 * reload, and asked about before the drawer closes («Закрыть без сохранения?»).
 */
export function useForm<Values extends object, Checked, Schema>(options: UseFormOptions<Values, Checked, Schema>): Form<Values> {
  const { initialValues, struct, onSubmit, describeFailure, draftBase } = options
  const keeper = useContext(FormKeeperContext)
  const [restored] = useState<RestoredDraft<Values> | undefined>(() => {
    const draft = keeper?.restore()
    return draft && { edits: restoredEdits(draft.edits, initialValues), base: draft.base }
  })
  const form = useFormState({
    initialValues,
    initialEdits: restored?.edits,
    struct,
    onSubmit: async (checked: Checked, values: Values) => {
      keeper?.submitting(true)
      try {
        await onSubmit(checked, values)
        keeper?.release()
      } finally {
        keeper?.submitting(false)
      }
    },
    problemsOf: (error, fields) => serverProblems(error, fields, describeFailure?.(error) ?? describeError(error)),
  })

  const draftKey = JSON.stringify({ edits: form.changes, base: draftBase === undefined ? restored?.base : draftBase })
  useEffect(() => {
    if (!keeper) return
    const draft = JSON.parse(draftKey) as Draft
    keeper.keep(draft, Object.keys(draft.edits).length > 0)
    // Gone (closed, or another drawer): nothing of this form is to keep or ask about.
    return () => keeper.keep({ edits: {} }, false)
  }, [keeper, draftKey])

  return { ...form, restored }
}

/** A kept draft's values that still fit the form: its own fields, of the same type. */
function restoredEdits<Values extends object>(draft: Record<string, unknown> | undefined, initialValues: Values): Partial<Values> {
  if (!draft) return {}
  const initial = initialValues as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => name in initial && typeof value === typeof initial[name]),
  ) as Partial<Values>
}

/** A 422 or DRF-style 400 onto the fields; everything else (and what no field owns) into the alert. */
function serverProblems(error: unknown, fields: readonly string[], description: string): FormProblems {
  if (!isHttpError(error)) return { errors: {}, alert: description }
  const messages: [string, string][] = Object.entries(error.fieldErrors).flatMap(([path, list]) =>
    list.map((message): [string, string] => [path, message]),
  )
  const placed = placeMessages(messages, fields, '')
  const alert = [...error.formErrors, placed.alert].filter(Boolean).join(' ')
  const explained = alert !== '' || Object.keys(placed.errors).length > 0
  return { errors: placed.errors, alert: explained ? alert : description }
}
