import type { CustomerNote } from '../../../../contract/schemas/timeline'
import { auditLogList } from '../../../api/audit-log'
import { createNote, deleteNote, editNote, timelineKeys } from '../../../api/timeline'
import { consoleMutation, useConsoleMutation, type MutationContext } from '../../../state/query/console-mutation'

// A customer's notes: written from the note drawer, deleted from the feed.

/** After a note changed: the feed and the journal anew. */
function afterNoteChange({ client }: MutationContext, customerUuid: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: timelineKeys.customer(customerUuid) }),
    client.invalidateQueries({ queryKey: auditLogList.keys.all }),
  ])
}

export interface NoteChange {
  customerUuid: string
  noteUuid: string
}

const createNoteAtom = consoleMutation((context) => ({
  mutationKey: ['note-create'],
  mutationFn: ({ customerUuid, text }: { customerUuid: string; text: string }) => createNote(context.http, customerUuid, text),
  onSuccess: (_note: CustomerNote, { customerUuid }: { customerUuid: string; text: string }) => afterNoteChange(context, customerUuid),
}))

const editNoteAtom = consoleMutation((context) => ({
  mutationKey: ['note-edit'],
  mutationFn: ({ customerUuid, noteUuid, text }: NoteChange & { text: string }) => editNote(context.http, customerUuid, noteUuid, text),
  onSuccess: (_note: CustomerNote, { customerUuid }: NoteChange & { text: string }) => afterNoteChange(context, customerUuid),
}))

const deleteNoteAtom = consoleMutation((context) => ({
  mutationKey: ['note-delete'],
  mutationFn: ({ customerUuid, noteUuid }: NoteChange) => deleteNote(context.http, customerUuid, noteUuid),
  onSuccess: (_answer: void, { customerUuid }: NoteChange) => afterNoteChange(context, customerUuid),
}))

export const useCreateNote = () => useConsoleMutation(createNoteAtom)
export const useEditNote = () => useConsoleMutation(editNoteAtom)
export const useDeleteNote = () => useConsoleMutation(deleteNoteAtom)
