import { keepPreviousData, type QueryClient } from '@tanstack/react-query'
import { atom, type PrimitiveAtom } from 'jotai'
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query'
import { auditLogList } from '../api/audit-log'
import { isHttpError } from '../api/errors'
import type { HttpClient } from '../api/http'
import { createLocalAuditLog, type LocalAuditLog } from '../api/local-audit-log'
import type { AuditEntry, AuditEntryPage } from '../api/schemas/audit-log'
import type { ListApiParams } from '../lib/list-query'
import { httpAtom } from './http'
import { profileQueryOptions } from './session'

/** A page of the journal, and where it came from: the server's, or this browser's own (the server has none). */
export interface JournalPage extends AuditEntryPage {
  source: 'server' | 'browser'
}

/** This store's own journal (IndexedDB), opened on first use. */
export const localAuditLogAtom = atom<LocalAuditLog>(createLocalAuditLog())

function isNotFound(error: unknown): boolean {
  return isHttpError(error) && error.status === 404
}

/**
 * The server's journal; when the server has none (its first page answers 404), this browser's.
 * (A page past the end reads as an empty page of the list: a 404 here is the first page's.)
 */
async function readJournal(http: HttpClient, local: LocalAuditLog, params: ListApiParams, signal: AbortSignal): Promise<JournalPage> {
  try {
    return { ...(await auditLogList.list(http, params, { signal })), source: 'server' }
  } catch (error) {
    if (!isNotFound(error)) throw error
    return { ...(await local.list(params)), source: 'browser' }
  }
}

/** One view of the journal: its parameters (a screen's URL, a record's uuid) and the page they ask for. */
export function createJournalAtoms(initialParams: ListApiParams = {}) {
  const paramsAtom: PrimitiveAtom<ListApiParams> = atom<ListApiParams>(initialParams)
  const queryAtom = atomWithQuery((get) => {
    const params = get(paramsAtom)
    const http = get(httpAtom)
    const local = get(localAuditLogAtom)
    return {
      queryKey: auditLogList.keys.list(params),
      queryFn: ({ signal }: { signal: AbortSignal }) => readJournal(http, local, params, signal),
      placeholderData: keepPreviousData,
    }
  })
  return { paramsAtom, queryAtom }
}

/** «Журнал»: its filters come from the screen's URL. */
export const journalListAtoms = createJournalAtoms()

/** How many entries «История» and «Последние действия» show. */
export const shortJournalSize = 10

/** «Последние действия» on the dashboard: the last 10 entries. */
export const recentJournalAtoms = createJournalAtoms({ page_size: [String(shortJournalSize)] })

/** What a change the console made says about itself; who and when are added when it is journaled. */
export type JournalChange = Pick<AuditEntry, 'action' | 'target_type' | 'target_uuid' | 'target_label' | 'changes'> &
  Partial<Pick<AuditEntry, 'comment'>>

async function actorEmail(client: QueryClient, http: HttpClient): Promise<string> {
  try {
    return (await client.ensureQueryData(profileQueryOptions(http))).email
  } catch {
    return ''
  }
}

/**
 * The one hook every successful change of the console passes through (the mutations of state/):
 * it is kept in this browser's journal, then every journal view is refreshed. Keeping it locally
 * is best effort: the change itself has succeeded, and a browser without IndexedDB keeps nothing.
 */
export const journalChangeAtom = atom((get) => {
  const http = get(httpAtom)
  const client = get(queryClientAtom)
  const local = get(localAuditLogAtom)
  return async (change: JournalChange): Promise<void> => {
    const entry: AuditEntry = {
      entry_uuid: crypto.randomUUID(),
      created_at: new Date().toISOString(),
      actor_uuid: null,
      actor_email: await actorEmail(client, http),
      comment: '',
      ...change,
    }
    await local.add(entry).catch(() => undefined)
    await client.invalidateQueries({ queryKey: auditLogList.keys.all })
  }
})
