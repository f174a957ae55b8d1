import { useState } from 'react'
import type { Struct } from 'superstruct'
import { conflictCurrent, isVersionConflict, versionOf } from '../../api/versions'
import { mergeOverChange, unchosenFields, withChoice, type MergeChoice, type VersionMerge } from '../../lib/version-merge'
import { restoredOverChange } from './restored-draft'
import { useForm, type Form } from './use-form'

export interface VersionedFormOptions<Item, Values extends object, Body> {
  /** The record edited, as read; undefined for a new one (`editing` false) or while it loads. */
  record: Item | undefined
  editing: boolean
  /** Every field, empty: the create form. */
  emptyValues: Values
  /** The edit form of a record. */
  valuesOf: (item: Item) => Values
  /** The record's struct: a 412's `current` and a draft's base are read with it. */
  item: Struct<Item, unknown>
  /** Checks the values on submit (§5 messages) and turns them into the body sent. */
  struct: Struct<Body, unknown>
  /** Sends the body: a create without `over`, else an edit over that record's version. */
  send: (body: Body, over: Item | undefined) => Promise<unknown>
  /** The record as it is now, after a 412 that did not carry it (null: deleted meanwhile). */
  readCurrent: (error: unknown) => Promise<Item | null>
}

/** The record changed while it was edited (a save answered 412): what changed, and the person's choices. */
export interface VersionConflict<Item, Values extends object> {
  /** The record as the person started from; the form now stands over the record as it is. */
  was: Item
  merge: VersionMerge<Values>
  choices: Readonly<Record<string, MergeChoice>>
  /** Keeps theirs or mine in a field both changed. */
  choose: (field: string, choice: MergeChoice) => void
  /** «Отменить мои изменения»: the form shows the record as it is now. */
  discardMine: () => void
}

/** A save that cannot go on as it is; its message is the form's alert. */
class MergeProblem extends Error {}

/**
 * The form kit's form of a versioned record (useForm, with the conflict merge). An edit is sent over
 * the version the person saw: the form follows the record while nothing is typed, and holds to the
 * record it was typed over after that. When someone saved meanwhile (412), nothing typed is lost: the
 * fields only they changed take their value, the person chooses in the fields both changed, and the
 * next save goes over the record as it is now. A draft given back over a record changed since meets
 * it the same way, before anything is sent.
 */
export function useVersionedForm<Item, Values extends object, Body>(
  options: VersionedFormOptions<Item, Values, Body>,
): {
  form: Form<Values>
  conflict: VersionConflict<Item, Values> | null
  /** A write of `mine` over `was` met the record as it is now (`current`): the conflict a save would give. */
  meetChange: (was: Item, current: Item, mine: Values) => void
} {
  const { record, editing, emptyValues, valuesOf, item, struct, send, readCurrent } = options
  // The record the typing began over: its version goes with the save.
  const [typedOver, setTypedOver] = useState<Item | undefined>(undefined)
  const [conflict, setConflict] = useState<{ was: Item; merge: VersionMerge<Values>; choices: Record<string, MergeChoice> } | null>(null)
  const base = typedOver ?? record
  // A draft given back after a reload waits for its record before it is laid over it (or merged with a change).
  const [draftSettled, setDraftSettled] = useState(!editing)
  // While a conflict waits, the draft stays over the record typed over: a reload asks again.
  const draftOver = conflict?.was ?? base

  /** The form stands over the record as it is now, with what was typed merged in; the fields both changed wait for a choice. */
  function openConflict(was: Item, current: Item, merge: VersionMerge<Values>) {
    setTypedOver(current)
    form.replaceEdits(merge.edits)
    setConflict({ was, merge, choices: {} })
  }

  const form = useForm({
    initialValues: base ? valuesOf(base) : emptyValues,
    struct,
    onSubmit: async (body: Body, values: Values) => {
      if (conflict && unchosenFields(conflict.merge, conflict.choices).length > 0) {
        throw new MergeProblem('Выберите, какое значение оставить в полях, которые изменили оба.')
      }
      try {
        await send(body, base)
      } catch (error) {
        if (!base || !isVersionConflict(error)) throw error
        const current = conflictCurrent(error, item) ?? (await readCurrent(error))
        if (current === null) throw new MergeProblem('Запись удалена другим сотрудником: сохранить изменения некуда.')
        openConflict(base, current, mergeOverChange(valuesOf(base), valuesOf(current), values))
        throw error
      }
    },
    // The conflict view says what happened; other refusals of a merge in a sentence of their own.
    describeFailure: (error) => (error instanceof MergeProblem ? error.message : isVersionConflict(error) ? '' : undefined),
    // Kept with the draft once a restored one has met its record: a later restore can tell whether it changed since.
    draftBase: draftSettled && versionOf(draftOver) !== undefined ? draftOver : undefined,
  })

  // A draft typed over a version someone has saved over since: the conflict a 412 would give, before anything is sent.
  if (!draftSettled && record !== undefined) {
    setDraftSettled(true)
    const overChange = restoredOverChange(form.restored, record, item, valuesOf)
    if (overChange) openConflict(overChange.was, record, overChange.merge)
  }
  // Typing holds the form to the record it began over; with nothing typed (and nothing to merge) it follows the record.
  if (form.dirty && typedOver === undefined && record !== undefined) setTypedOver(record)
  if (!form.dirty && conflict === null && typedOver !== undefined) {
    setTypedOver(undefined)
    form.replaceEdits({})
  }

  return {
    form,
    meetChange: (was, current, mine) => openConflict(was, current, mergeOverChange(valuesOf(was), valuesOf(current), mine)),
    conflict: conflict && {
      ...conflict,
      choose: (field, choice) => {
        const row = conflict.merge.changed.find((changed) => changed.field === field)
        if (!row) return
        setConflict({ ...conflict, choices: { ...conflict.choices, [field]: choice } })
        form.replaceEdits(withChoice(form.values, row, choice))
      },
      discardMine: () => {
        setConflict(null)
        form.replaceEdits({})
      },
    },
  }
}
