import type { QueryClient } from '@tanstack/react-query'
import { atom } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import type { AuditEntry } from '../../../contract/schemas/audit-log'
import { auditLogList } from '../../api/audit-log'
import type { HttpClient } from '../../api/http'
import { createLocalAuditLog, type LocalAuditLog } from '../../api/local-audit-log'
import { reportGoneRecord } from '../../lib/gone-records'
import { httpAtom } from '../session/http'
import { profileDescription, readOnce } from './read-once'

/** This store's own journal (IndexedDB), opened on first use. */
export const localAuditLogAtom = atom<LocalAuditLog>(createLocalAuditLog())

/** What a change the console made says about itself; who and when are added when it is journaled. */
export type JournalChange = Pick<AuditEntry, 'action' | 'target_type' | 'target_uuid' | 'target_label' | 'changes'> &
  Partial<Pick<AuditEntry, 'comment' | 'version' | 'reverted_from'>>

async function actorEmail(client: QueryClient, http: HttpClient): Promise<string> {
  try {
    return (await readOnce(client, profileDescription(http))).email
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
    if (change.action === 'delete' && change.target_uuid) reportGoneRecord(change.target_uuid)
    await local.add(entry).catch(() => undefined)
    await client.invalidateQueries({ queryKey: auditLogList.keys.all })
  }
})
