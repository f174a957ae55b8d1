import type { AuditEntry, AuditEntryPage } from '../../contract/schemas/audit-log'
import type { ListApiParams } from '../lib/list-query'

/** How long this browser keeps its own entries. */
export const localAuditLogRetentionDays = 90
const dayMs = 24 * 60 * 60 * 1000

const databaseName = 'heatmap-admin-journal'
const storeName = 'entries'
const createdAtIndex = 'created_at'

/**
 * The journal of a backend without one: the changes made in this browser, kept in IndexedDB for
 * 90 days, read with the server's filters and paging, newest first.
 */
export interface LocalAuditLog {
  /** Stores an entry and drops those past the retention. */
  add(entry: AuditEntry): Promise<void>
  /** One page under the parameters of the journal's list (contract/endpoints/audit-log). */
  list(params: ListApiParams): Promise<AuditEntryPage>
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(databaseName, 1)
  opening.onupgradeneeded = () => {
    const store = opening.result.createObjectStore(storeName, { keyPath: 'entry_uuid' })
    store.createIndex(createdAtIndex, 'created_at')
  }
  return request(opening)
}

/** The day of an ISO moment in this browser's time zone: the period filters speak the person's days. */
function localDay(iso: string): string {
  const date = new Date(iso)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function first(params: ListApiParams, key: string): string {
  return params[key]?.[0] ?? ''
}

function matches(entry: AuditEntry, params: ListApiParams): boolean {
  const text = first(params, 'q').trim().toLowerCase()
  const actor = first(params, 'actor_email').trim().toLowerCase()
  const action = first(params, 'action')
  const targetType = first(params, 'target_type')
  const targetUuid = first(params, 'target_uuid')
  const from = first(params, 'date_from')
  const to = first(params, 'date_to')
  const day = localDay(entry.created_at)
  return (
    (text === '' || `${entry.target_label} ${entry.comment}`.toLowerCase().includes(text)) &&
    (actor === '' || entry.actor_email.toLowerCase().includes(actor)) &&
    (action === '' || entry.action === action) &&
    (targetType === '' || entry.target_type === targetType) &&
    (targetUuid === '' || entry.target_uuid === targetUuid) &&
    (from === '' || day >= from) &&
    (to === '' || day <= to)
  )
}

function positiveInteger(raw: string, fallback: number): number {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * The local journal over `factory` (the browser's IndexedDB by default). The database opens on
 * first use; `now` dates the retention.
 */
export function createLocalAuditLog(options: { factory?: () => IDBFactory | undefined; now?: () => Date } = {}): LocalAuditLog {
  const factory = options.factory ?? ((): IDBFactory | undefined => globalThis.indexedDB)
  const now = options.now ?? (() => new Date())
  const retentionCutoff = () => new Date(now().getTime() - localAuditLogRetentionDays * dayMs).toISOString()
  let database: Promise<IDBDatabase> | undefined
  const open = () => {
    const indexedDB = factory()
    if (!indexedDB) return Promise.reject(new Error('This browser has no IndexedDB'))
    database ??= openDatabase(indexedDB).catch((error: unknown) => {
      database = undefined
      throw error
    })
    return database
  }

  return {
    async add(entry) {
      const db = await open()
      const transaction = db.transaction(storeName, 'readwrite')
      const store = transaction.objectStore(storeName)
      store.put(entry)
      const cutoff = retentionCutoff()
      // Oldest first: delete until the first entry still within the retention.
      const cursor = store.index(createdAtIndex).openCursor()
      cursor.onsuccess = () => {
        const found = cursor.result
        if (found && (found.value as AuditEntry).created_at < cutoff) {
          found.delete()
          found.continue()
        }
      }
      await transactionDone(transaction)
    },

    async list(params) {
      // A browser without IndexedDB keeps nothing: its journal is empty, not broken.
      if (!factory()) return { count: 0, next: null, previous: null, results: [] }
      const db = await open()
      const all = await request(db.transaction(storeName, 'readonly').objectStore(storeName).index(createdAtIndex).getAll())
      const cutoff = retentionCutoff()
      const found = (all as AuditEntry[]).filter((entry) => entry.created_at >= cutoff && matches(entry, params)).reverse()
      const page = positiveInteger(first(params, 'page'), 1)
      const pageSize = positiveInteger(first(params, 'page_size'), 25)
      const start = (page - 1) * pageSize
      return {
        count: found.length,
        next: start + pageSize < found.length ? `?page=${page + 1}` : null,
        previous: page > 1 ? `?page=${page - 1}` : null,
        results: found.slice(start, start + pageSize),
      }
    },
  }
}
