import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { auditLogList } from '../../api/audit-log'
import type { HttpClient } from '../../api/http'
import type { Page, RecordList, Resource } from '../../api/resource'
import { conflictCurrent, isVersionConflict } from '../../api/versions'
import type { JournalChange } from '../query/change-journal'
import { consoleMutation, refreshAfterWrites } from '../query/console-mutation'
import { defineQuery } from '../query/define-query'
import { listQuery } from '../query/list-query'
import { shouldRetryRepeatableMutation } from '../query/query-client'
import { readAllPages } from '../query/read-all-pages'

/**
 * The contract reads no single benchmark, request or account: the list is paged through, in pages
 * of the largest size, until the record turns up. null when it is gone.
 */
async function findByPaging<Item>(http: HttpClient, resource: RecordList<Item>, id: string, signal: AbortSignal): Promise<Item | null> {
  const pages = readAllPages(
    (page, pageSize, pageSignal) => resource.list(http, { page: [String(page)], page_size: [String(pageSize)] }, { signal: pageSignal }),
    { signal },
  )
  for await (const answer of pages) {
    const found = answer.results.find((item) => resource.idOf(item) === id)
    if (found) return found
  }
  return null
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
  auditTargetType?: string
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

/** An edit of one record, over the version seen when the record has one. */
export interface RecordEdit<Edit> {
  id: string
  body: Edit
  version?: number
}

/** A delete of one record, over the version confirmed; `keepalive` as the page is left. */
export interface RecordRemoval {
  id: string
  version?: number
  keepalive?: boolean
}

/**
 * What a CRUD screen needs of one resource: its list pages (`listQuery(resource)`) and the record a
 * drawer shows (found by paging), both read with `useRead`, and its writes, each a `consoleMutation`
 * that updates the record's query and journals the change. The drawer's create and edit refresh the
 * lists themselves; a bulk edit and a delete (one, or many in a bulk run) leave that to their caller,
 * once (`useRefreshAfterWrites(changedKeys)`).
 */
export function createResourceAtoms<Item, Create, Edit>(resource: Resource<Item, Create, Edit>, options: ResourceAtomsOptions = {}) {
  const recordKey = (id: string) => [...resource.keys.all, 'record', id] as const
  /** What a change of the resource makes stale: its lists, and what `alsoInvalidates` names. */
  const changedKeys: readonly QueryKey[] = [resource.keys.lists, ...(options.alsoInvalidates ?? [])]

  /** The record a drawer edits, by id ('' = none). */
  const recordQuery = defineQuery((id: string, { http }) => ({
    key: recordKey(id),
    // Always from the server, never from a cached list: a drawer reads its record anew (useDrawerRecord).
    fetch: ({ signal }) => findByPaging(http, resource, id, signal),
    enabled: id !== '',
  }))

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

  /** The record as last read: its drawer's query, else the loaded list pages (what a change journals as "before"). */
  function cachedRecord(client: QueryClient, id: string): Item | undefined {
    return client.getQueryData<Item | null>(recordKey(id)) ?? findInCachedLists(client, resource, id)
  }

  type Before = { before: Item | undefined }

  /**
   * A mutation answered with the saved record: the record's query takes it, and the change is
   * journaled, its fields before (the record as it was cached) and after. `alone`: the drawer's own
   * save, which refreshes the lists and, the edit being the same values again, may be sent again.
   */
  const savingAtom = <Variables>(
    name: 'create' | 'edit' | 'edit-each',
    save: (http: HttpClient, variables: Variables) => Promise<Item>,
    sentOf: (variables: Variables) => { id?: string; body: unknown },
  ) =>
    consoleMutation(({ http, client, journalChange }) => ({
      mutationKey: [...resource.keys.all, name],
      mutationFn: (variables: Variables) => save(http, variables),
      // An edit sends the same values again; a create might make two records; a bulk run says what failed.
      retry: name === 'edit' ? shouldRetryRepeatableMutation : false,
      onMutate: (variables: Variables): Before => {
        const { id } = sentOf(variables)
        return { before: id === undefined ? undefined : cachedRecord(client, id) }
      },
      onSuccess: (item: Item, variables: Variables, context: Before | undefined) => {
        const id = resource.idOf(item)
        client.setQueryData(recordKey(id), item)
        const changes = changedFields(sentOf(variables).body, context?.before ?? null, item)
        journal(journalChange, name === 'create' ? 'create' : 'update', id, resource.nameOf(item), changes)
        if (name !== 'edit-each') return refreshAfterWrites(client, changedKeys)
      },
      onError: (error: unknown, variables: Variables) => {
        const { id } = sentOf(variables)
        if (name !== 'edit' || id === undefined || !isVersionConflict(error)) return
        // The record, the lists and the journal show the change that made the conflict.
        const current = conflictCurrent(error, resource.config.item)
        if (current) client.setQueryData(recordKey(id), current)
        void refreshAfterWrites(client, [...changedKeys, auditLogList.keys.all])
      },
    }))

  const createAtom = savingAtom(
    'create',
    (http, body: Create) => resource.create(http, body),
    (body) => ({ body }),
  )
  const editOne = (http: HttpClient, { id, body, version }: RecordEdit<Edit>) => resource.edit(http, id, body, { version })
  const editSent = ({ id, body }: RecordEdit<Edit>) => ({ id, body })
  /** The drawer's save of a record. */
  const editAtom = savingAtom('edit', editOne, editSent)
  /** One record of a bulk edit (`useBulkEdit`): the run refreshes the lists once. */
  const editEachAtom = savingAtom('edit-each', editOne, editSent)

  /** A delete (after the undo window, as the page is left, or in bulk): journaled, and its drawer's query says it is gone. */
  const removeAtom = consoleMutation(({ http, client, journalChange }) => ({
    mutationKey: [...resource.keys.all, 'remove'],
    mutationFn: ({ id, version, keepalive }: RecordRemoval) => resource.remove(http, id, { version, keepalive }),
    onMutate: ({ id }: RecordRemoval): Before => ({ before: cachedRecord(client, id) }),
    onSuccess: (_answer: void, { id }: RecordRemoval, context: Before | undefined) => {
      const before = context?.before
      journal(journalChange, 'delete', id, before ? resource.nameOf(before) : id, before ? changedFields(before, before, null) : {})
      client.setQueryData(recordKey(id), null)
    },
  }))

  return {
    pages: listQuery(resource),
    recordKey,
    recordQuery,
    changedKeys,
    createAtom,
    editAtom,
    editEachAtom,
    removeAtom,
  }
}
