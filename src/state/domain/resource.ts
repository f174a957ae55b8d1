import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { AuditTargetType } from '../../../contract/schemas/audit-log'
import { pageSizeMax } from '../../../contract/schemas/common'
import type { HttpClient } from '../../api/http'
import type { Page, RecordList, Resource } from '../../api/resource'
import type { JournalChange } from '../query/change-journal'
import { consoleMutation } from '../query/console-mutation'
import { defineQuery } from '../query/define-query'
import { listQuery } from '../query/list-query'
import { shouldRetryRepeatableMutation } from '../query/query-client'

/**
 * The contract reads no single benchmark, request or account: the list is paged through, in pages
 * of the largest size, until the record turns up. null when it is gone.
 */
async function findByPaging<Item>(http: HttpClient, resource: RecordList<Item>, id: string, signal: AbortSignal): Promise<Item | null> {
  for (let page = 1; ; page += 1) {
    const answer = await resource.list(http, { page: [String(page)], page_size: [String(pageSizeMax)] }, { signal })
    const found = answer.results.find((item) => resource.idOf(item) === id)
    if (found) return found
    if (answer.next === null || answer.results.length === 0) return null
  }
}

/** The record as the loaded list pages show it: what a delete journals as the record's last values. */
function findInCachedLists<Item>(client: QueryClient, resource: RecordList<Item>, id: string): Item | undefined {
  for (const [, page] of client.getQueriesData<Page<Item>>({ queryKey: resource.keys.lists })) {
    const found = page?.results.find((item) => resource.idOf(item) === id)
    if (found) return found
  }
  return undefined
}

export interface ResourceAtomsOptions {
  /** Other queries a change makes stale, e.g. the accounts' request counts after a request is created. */
  alsoInvalidates?: readonly QueryKey[]
  /** The record type of its journal entries: each create, edit and delete is journaled under it. */
  auditTargetType?: AuditTargetType
}

/** `{field: [before, after]}` over the fields sent; only those that differ (all of them for a create or delete). */
function changedFields(sent: unknown, before: unknown, after: unknown): Record<string, [unknown, unknown]> {
  const fieldOf = (record: unknown, field: string) =>
    typeof record === 'object' && record !== null ? ((record as Record<string, unknown>)[field] ?? null) : null
  const changes: Record<string, [unknown, unknown]> = {}
  for (const field of typeof sent === 'object' && sent !== null ? Object.keys(sent) : []) {
    const old = fieldOf(before, field)
    const next = fieldOf(after, field)
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field] = [old, next]
  }
  return changes
}

/**
 * What a CRUD screen needs of one resource: its list pages (`listQuery(resource)`) and the record a
 * drawer shows (found by paging), both read with `useRead`, and create / edit / remove mutations
 * that refresh the lists.
 */
export function createResourceAtoms<Item, Create, Edit>(resource: Resource<Item, Create, Edit>, options: ResourceAtomsOptions = {}) {
  const recordKey = (id: string) => [...resource.keys.all, 'record', id] as const

  /** The record a drawer edits, by id ('' = none). */
  const recordQuery = defineQuery((id: string, { http }) => ({
    key: recordKey(id),
    // Always from the server, never from a cached list: a drawer reads its record anew (useDrawerRecord).
    fetch: ({ signal }) => findByPaging(http, resource, id, signal),
    enabled: id !== '',
  }))

  function refreshAfterChange(client: QueryClient): Promise<unknown> {
    return Promise.all([resource.keys.lists, ...(options.alsoInvalidates ?? [])].map((queryKey) => client.invalidateQueries({ queryKey })))
  }

  type JournalChangeFn = (change: JournalChange) => Promise<void>
  /** Journals a change of the resource (when it has a record type). */
  function journal(
    journalChange: JournalChangeFn,
    action: 'create' | 'update' | 'delete',
    id: string,
    label: string,
    changes: Record<string, [unknown, unknown]>,
  ): void {
    if (!options.auditTargetType) return
    void journalChange({ action, target_type: options.auditTargetType, target_uuid: id, target_label: label, changes })
  }

  /**
   * A mutation answered with the saved record: the record's query takes it, the lists refresh, and
   * the change is journaled, its fields before (the record as it was cached) and after.
   */
  const savingAtom = <Variables>(
    name: 'create' | 'edit',
    save: (http: HttpClient, variables: Variables) => Promise<Item>,
    sentOf: (variables: Variables) => { id?: string; body: unknown },
  ) =>
    consoleMutation(({ http, client, journalChange }) => {
      return {
        mutationKey: [...resource.keys.all, name],
        mutationFn: (variables: Variables) => save(http, variables),
        // An edit sends the same values again; a create might make two records.
        retry: name === 'edit' ? shouldRetryRepeatableMutation : false,
        onMutate: (variables: Variables) => {
          const { id } = sentOf(variables)
          return { before: id === undefined ? null : client.getQueryData<Item | null>(recordKey(id)) }
        },
        onSuccess: (item: Item, variables: Variables, context: { before: Item | null | undefined } | undefined) => {
          const id = resource.idOf(item)
          client.setQueryData(recordKey(id), item)
          const changes = changedFields(sentOf(variables).body, context?.before, item)
          journal(journalChange, name === 'create' ? 'create' : 'update', id, resource.nameOf(item), changes)
          return refreshAfterChange(client)
        },
      }
    })

  const createAtom = savingAtom(
    'create',
    (http, body: Create) => resource.create(http, body),
    (body) => ({ body }),
  )
  const editAtom = savingAtom(
    'edit',
    (http, { id, body, version }: { id: string; body: Edit; version?: number }) => resource.edit(http, id, body, { version }),
    ({ id, body }) => ({ id, body }),
  )

  /** The record as last read: its drawer's query, else the loaded list pages (what a change journals as "before"). */
  function cachedRecord(client: QueryClient, id: string): Item | undefined {
    return client.getQueryData<Item | null>(recordKey(id)) ?? findInCachedLists(client, resource, id)
  }

  /** The record as the server has it now (paged through), into its drawer's query too; null when it is gone. */
  function readRecordAnew(http: HttpClient, client: QueryClient, id: string): Promise<Item | null> {
    return client.fetchQuery({ queryKey: recordKey(id), queryFn: ({ signal }) => findByPaging(http, resource, id, signal), staleTime: 0 })
  }

  /**
   * Edits a record outside the drawer's mutation (a bulk edit), over `version` when the record has
   * one: its query takes the answer and the change is journaled; the caller refreshes the lists once.
   */
  async function editRecord(
    http: HttpClient,
    client: QueryClient,
    journalChange: JournalChangeFn,
    id: string,
    body: Edit,
    version?: number,
  ): Promise<void> {
    const before = cachedRecord(client, id)
    const item = await resource.edit(http, id, body, { version })
    client.setQueryData(recordKey(id), item)
    journal(journalChange, 'update', id, resource.nameOf(item), changedFields(body, before, item))
  }

  /**
   * Deletes a record (after the undo window, as the page is left, or in bulk), over `version` when
   * the record has one: journaled, and its drawer's query says it is gone; the caller refreshes the lists.
   */
  async function removeRecord(
    http: HttpClient,
    client: QueryClient,
    journalChange: JournalChangeFn,
    id: string,
    options: { keepalive?: boolean; version?: number } = {},
  ): Promise<void> {
    const before = cachedRecord(client, id)
    await resource.remove(http, id, options)
    journal(journalChange, 'delete', id, before ? resource.nameOf(before) : id, before ? changedFields(before, before, null) : {})
    client.setQueryData(recordKey(id), null)
  }

  return {
    pages: listQuery(resource),
    recordKey,
    recordQuery,
    createAtom,
    editAtom,
    editRecord,
    removeRecord,
    readRecordAnew,
    refreshAfterChange,
  }
}
