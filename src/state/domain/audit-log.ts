import type { AuditEntry, AuditEntryPage } from '../../../contract/schemas/audit-log'
import { auditLogList } from '../../api/audit-log'
import { isHttpError } from '../../api/errors'
import type { HttpClient } from '../../api/http'
import type { LocalAuditLog } from '../../api/local-audit-log'
import type { ListApiParams } from '../../lib/list-query'
import { localAuditLogAtom } from '../query/change-journal'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'
import { useAccess } from './permissions'

/** A page of the journal, and where it came from: the server's, or this browser's own (the server has none). */
export interface JournalPage extends AuditEntryPage {
  source: 'server' | 'browser'
}

/** The server keeps no journal (404): this browser's own journal then. A 403 (the role may not read it) stays an error. */
function hasNoJournal(error: unknown): boolean {
  return isHttpError(error) && error.status === 404
}

/** Nobody's last edit can be learnt: the server keeps no journal, or this role may not read it. */
function journalUnreadable(error: unknown): boolean {
  return isHttpError(error) && (error.status === 404 || error.status === 403)
}

/**
 * The server's journal; when the server has none (its first page answers 404), this browser's.
 * (A page past the end reads as an empty page of the list: a 404 here is the first page's.)
 */
async function readJournal(http: HttpClient, local: LocalAuditLog, params: ListApiParams, signal: AbortSignal): Promise<JournalPage> {
  try {
    return { ...(await auditLogList.list(http, params, { signal })), source: 'server' }
  } catch (error) {
    if (!hasNoJournal(error)) throw error
    return { ...(await local.list(params)), source: 'browser' }
  }
}

function journalPages(keepLastShown: boolean) {
  return defineQuery(
    (params: ListApiParams, { http, get }) => {
      const local = get(localAuditLogAtom)
      return {
        key: auditLogList.keys.list(params),
        fetch: ({ signal }) => readJournal(http, local, params, signal),
      }
    },
    { keepLastShown },
  )
}

/** «Журнал»: a page of its filters (from the screen's URL); the previous page stays while the next loads. */
export const journalListPages = journalPages(true)

/** A short view of the journal: a record's «История», the dashboard's «Последние действия». */
const journalFeed = journalPages(false)

/** How many entries «История» and «Последние действия» show. */
const shortJournalSize = 10

/** «История»: the last entries about one record. */
export function useRecordJournal(targetUuid: string) {
  return useRead(journalFeed, { target_uuid: [targetUuid], page_size: [String(shortJournalSize)] })
}

/**
 * The last journaled edit of a record (who changed it, and when), from the server's journal alone:
 * this browser's own journal knows nobody else's changes. '' asks nothing; undefined when unknown.
 */
const lastEditQuery = defineQuery((targetUuid: string, { http }) => {
  const params = { target_uuid: [targetUuid], action: ['update'], page_size: ['1'] }
  return {
    key: [...auditLogList.keys.all, 'last-edit', targetUuid],
    fetch: async ({ signal }): Promise<AuditEntry | null> => {
      try {
        return (await auditLogList.list(http, params, { signal })).results[0] ?? null
      } catch (error) {
        if (journalUnreadable(error)) return null
        throw error
      }
    },
    enabled: targetUuid !== '',
  }
})

export function useLastRecordEdit(targetUuid: string): AuditEntry | undefined {
  // A role that may not read the journal is not made to ask (and be refused).
  const readable = useAccess().can('audit_log.read')
  return useRead(lastEditQuery, readable ? targetUuid : '').data ?? undefined
}

/** «Последние действия»: the last entries about anything. */
export function useRecentJournal() {
  return useRead(journalFeed, { page_size: [String(shortJournalSize)] })
}
