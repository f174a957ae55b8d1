import { useAtomValue } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { useContext, useState } from 'react'
import type { Struct } from 'superstruct'
import type { AuditEntry } from '../../../contract/schemas/audit-log'
import { auditLogList } from '../../api/audit-log'
import type { Resource } from '../../api/resource'
import { conflictCurrent, isVersionConflict, versionOf } from '../../api/versions'
import { notify } from '../../lib/notices'
import { mergeOverChange, unchosenFields, withChoice, type MergeChoice, type VersionMerge } from '../../lib/version-merge'
import { useLastRecordEdit } from '../domain/audit-log'
import { usePermission } from '../domain/permissions'
import { FormKeeperContext } from '../forms/form-keeper'
import { restoredOverChange } from '../forms/restored-draft'
import { useForm } from '../forms/use-form'
import { httpAtom } from '../session/http'
import { useResourceDeletion, type ResourceNotices } from './use-resource-deletion'
import { useDrawerRecord, type ResourceAtoms } from './use-resource-drawer'

/** A resource's form as data: its fields' values, how a record fills them, the struct that checks them. */
export interface ResourceFormModel<Item, Values extends object, Body> {
  /** Every field, empty: the create form. */
  emptyValues: Values
  /** The edit form of a record. */
  valuesOf: (item: Item) => Values
  /** Checks the values on submit (§5 messages) and turns them into the body sent, for create and edit alike. */
  struct: Struct<Body, unknown>
  /** Ends «Не удалось загрузить …»: «норму». */
  subject: string
}

export interface ResourceFormOptions<Item, Create, Edit, Values extends object, Body extends Create & Edit> {
  resource: Resource<Item, Create, Edit>
  atoms: ResourceAtoms<Item, Create, Edit>
  model: ResourceFormModel<Item, Values, Body>
  notices: ResourceNotices<Item>
  /** The record's id from the drawer's link; '' creates a new one. */
  recordId: string
  onClose: () => void
}

/** The record changed while it was edited (a save answered 412): what changed, and the person's choices. */
export interface FormConflict<Item, Values extends object> {
  /** The record as the person started from; the form now stands over the record as it is. */
  was: Item
  merge: VersionMerge<Values>
  choices: Readonly<Record<string, MergeChoice>>
  /** Who changed it last, and when (the server's journal), when known. */
  lastEdit: AuditEntry | undefined
  /** Keeps theirs or mine in a field both changed. */
  choose: (field: string, choice: MergeChoice) => void
  /** «Отменить мои изменения»: the form shows the record as it is now. */
  discardMine: () => void
}

/** A save that cannot go on as it is; its message is the form's alert. */
class MergeProblem extends Error {}

/**
 * A resource's form drawer (ui `ResourceFormDrawer`): create when the link names no record,
 * else edit the record (found in the loaded lists or paged through; «Запись не найдена» when it
 * is gone). Saving says so and closes; so does deleting the open record.
 *
 * An edit is sent over the version the person saw: the form follows the record while nothing is
 * typed, and holds to the record it was typed over after that. When someone saved meanwhile (412),
 * nothing typed is lost: the fields only they changed take their value, the person chooses in the
 * fields both changed, and the next save goes over the record as it is now.
 */
export function useResourceForm<Item, Create, Edit, Values extends object, Body extends Create & Edit>(
  options: ResourceFormOptions<Item, Create, Edit, Values, Body>,
) {
  const { resource, atoms, model, notices, recordId, onClose } = options
  const editing = recordId !== ''
  const http = useAtomValue(httpAtom)
  const client = useAtomValue(queryClientAtom)
  const { record, load } = useDrawerRecord(atoms, recordId, model.subject)
  const creation = useAtomValue(atoms.createAtom)
  const edit = useAtomValue(atoms.editAtom)
  // The record the typing began over: its version goes with the save.
  const [typedOver, setTypedOver] = useState<Item | undefined>(undefined)
  const [conflict, setConflict] = useState<{ was: Item; merge: VersionMerge<Values>; choices: Record<string, MergeChoice> } | null>(null)
  const lastEdit = useLastRecordEdit(conflict ? recordId : '')
  const base = typedOver ?? record
  // A draft given back after a reload waits for its record before it is laid over it (or merged with a change).
  const [draftSettled, setDraftSettled] = useState(!editing)
  // While a conflict waits, the draft stays over the record typed over: a reload asks again.
  const draftOver = conflict?.was ?? base
  // Deleting the open record closes its drawer, whatever was typed into it.
  const keeper = useContext(FormKeeperContext)
  const confirm = useResourceDeletion(resource, atoms, notices, () => {
    keeper?.release()
    onClose()
  })

  /** The form stands over the record as it is now, with what was typed merged in; the fields both changed wait for a choice. */
  function openConflict(was: Item, current: Item, merge: VersionMerge<Values>) {
    setTypedOver(current)
    form.replaceEdits(merge.edits)
    setConflict({ was, merge, choices: {} })
  }

  async function showConflict(error: unknown, was: Item, typed: Values): Promise<never> {
    const current = conflictCurrent(error, resource.config.item) ?? (await atoms.readRecordAnew(http, client, recordId))
    if (current === null) throw new MergeProblem('Запись удалена другим сотрудником: сохранить изменения некуда.')
    client.setQueryData(atoms.recordKey(recordId), current)
    void atoms.refreshAfterChange(client)
    void client.invalidateQueries({ queryKey: auditLogList.keys.all })
    openConflict(was, current, mergeOverChange(model.valuesOf(was), model.valuesOf(current), typed))
    throw error
  }

  const form = useForm({
    initialValues: base ? model.valuesOf(base) : model.emptyValues,
    struct: model.struct,
    onSubmit: async (body: Body, values: Values) => {
      if (conflict && unchosenFields(conflict.merge, conflict.choices).length > 0) {
        throw new MergeProblem('Выберите, какое значение оставить в полях, которые изменили оба.')
      }
      let saved: Item
      try {
        saved = base ? await edit.mutateAsync({ id: recordId, body, version: versionOf(base) }) : await creation.mutateAsync(body)
      } catch (error) {
        if (!base || !isVersionConflict(error)) throw error
        return showConflict(error, base, values)
      }
      notify({ type: 'success', title: editing ? notices.saved : notices.created, description: resource.nameOf(saved) })
      onClose()
    },
    // The conflict view says what happened; other refusals of a merge in a sentence of their own.
    describeFailure: (error) => (error instanceof MergeProblem ? error.message : isVersionConflict(error) ? '' : undefined),
    // Kept with the draft once a restored one has met its record: a later restore can tell whether it changed since.
    draftBase: draftSettled && versionOf(draftOver) !== undefined ? draftOver : undefined,
  })

  // A draft typed over a version someone has saved over since: the conflict a 412 would give, before anything is sent.
  if (!draftSettled && record !== undefined) {
    setDraftSettled(true)
    const overChange = restoredOverChange(form.restored, record, resource.config.item, model.valuesOf)
    if (overChange) openConflict(overChange.was, record, overChange.merge)
  }
  // Typing holds the form to the record it began over; with nothing typed (and nothing to merge) it follows the record.
  if (form.dirty && typedOver === undefined && record !== undefined) setTypedOver(record)
  if (!form.dirty && conflict === null && typedOver !== undefined) {
    setTypedOver(undefined)
    form.replaceEdits({})
  }

  const formConflict: FormConflict<Item, Values> | null = conflict && {
    ...conflict,
    lastEdit,
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
  }

  const { unavailable } = usePermission('records.edit')
  return {
    editing,
    record,
    /** Whether the form can show: always for a new record, once it is there for an edit. */
    load: editing ? load : ({ status: 'ready' } as const),
    form,
    confirm,
    conflict: formConflict,
    // Benchmarks, requests and accounts: saving and deleting one is `records.edit`.
    unavailable,
  }
}
