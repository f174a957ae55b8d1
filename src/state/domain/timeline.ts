import type { FinanceOperation } from '../../../contract/schemas/finance'
import type { CustomerNote } from '../../../contract/schemas/timeline'
import { auditLogList } from '../../api/audit-log'
import { financeOperationsList } from '../../api/finance'
import { createNote, deleteNote, editNote, readTimeline, timelineKeys, type TimelineQuery } from '../../api/timeline'
import { addDays } from '../../lib/chart-data'
import { consoleMutation, useConsoleMutation, type MutationContext } from '../query/console-mutation'
import { defineQuery } from '../query/define-query'
import { readAllPages } from '../query/read-all-pages'
import { useRead } from '../query/use-read'
import { useAccess } from './permissions'
import { useProfile } from './profile'

/** «Лента»: a page of a customer's feed; the previous page stays on screen while the next loads. */
const timelinePages = defineQuery(
  (query: TimelineQuery, { http }) => ({
    key: timelineKeys.page(query),
    fetch: ({ signal }) => readTimeline(http, query, signal),
    enabled: query.customerUuid !== '',
  }),
  { keepLastShown: (query) => query.customerUuid },
)

export function useTimelinePage(query: TimelineQuery) {
  const journal = useAccess().can('audit_log.read')
  return useRead(timelinePages, { ...query, journal })
}

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

/** The balance at the end of a day: the last operation before the next day began (null: none by then). */
export interface BalanceOnDay {
  operation: FinanceOperation | null
}

/**
 * The customer's balance at the end of `day` in this browser's time zone, from the contract's
 * operations: those up to the next day (the server's days may lie behind this zone's), newest first,
 * and the first one before this zone's midnight. Its key is the operations': moving money refreshes it.
 */
const balanceOnDay = defineQuery((params: { customerUuid: string; day: string }, { http }) => ({
  key: [...financeOperationsList.keys.all, 'balance-on-day', params],
  fetch: async ({ signal }): Promise<BalanceOnDay> => {
    const [year = 0, month = 1, dayOfMonth = 1] = params.day.split('-').map(Number)
    const end = new Date(year, month - 1, dayOfMonth + 1).getTime()
    const query = {
      customer_uuid: params.customerUuid,
      date_to: addDays(params.day, 1),
      ordering: '-created_at',
    }
    const pages = readAllPages(
      (page, pageSize, pageSignal) => financeOperationsList.list(http, { ...query, page, page_size: pageSize }, { signal: pageSignal }),
      { signal },
    )
    for await (const answer of pages) {
      const found = answer.results.find((operation) => Date.parse(operation.created_at) < end)
      if (found) return { operation: found }
    }
    return { operation: null }
  },
  enabled: params.customerUuid !== '' && params.day !== '',
}))

export function useBalanceOnDay(customerUuid: string, day: string) {
  return useRead(balanceOnDay, { customerUuid, day })
}

/** The signed-in admin's e-mail ('' while unknown): whose notes may be edited here. */
export function useOwnEmail(): string {
  return useProfile().data?.email.toLowerCase() ?? ''
}
