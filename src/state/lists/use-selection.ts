import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ListEndpoint } from '../../api/resource'
import type { BulkItem } from '../../lib/bulk-run'
import type { ListApiParams } from '../../lib/list-query'
import {
  emptySelection,
  isRowSelected,
  pageState,
  selectAllMatching,
  selectedCount,
  togglePage,
  toggleRow,
  type Selection,
} from '../../lib/selection'
import { extendRange, shiftToggle } from '../../lib/selection-range'
import { readAllPages } from '../query/read-all-pages'
import { httpAtom } from '../session/http'
import { hiddenRecordsAtom } from './deferred-deletion'

/** Rows read per request when every matching row is selected. */
export const selectionPageSize = 500

export interface SelectionOptions<Row> {
  endpoint: ListEndpoint<Row>
  idOf: (row: Row) => string
  nameOf: (row: Row) => string
  /** The list's API parameters: a change of filter (not of page, its size or ordering) clears the selection. */
  params: ListApiParams
  /** The page on screen. */
  rows: readonly Row[]
  /** Rows matching the filters. */
  count: number
}

/** A selected record as a bulk action takes it. */
export interface SelectedRecord<Row> extends BulkItem {
  row: Row | null
}

const pagingKeys = new Set(['page', 'page_size', 'ordering'])

function filterScope(params: ListApiParams): string {
  return JSON.stringify(Object.entries(params).filter(([key]) => !pagingKeys.has(key)))
}

/**
 * A list's selection: rows picked on any page (kept while paging), a Shift+click range, the page's
 * rows, or every row matching the filters, then read from the server in pages of 500 when an action
 * asks for them. A change of filters clears it.
 */
export function useSelection<Row>({ endpoint, idOf, nameOf, params, rows, count }: SelectionOptions<Row>) {
  const http = useAtomValue(httpAtom)
  const store = useStore()
  // A record whose delete waits out its undo window is gone for the person: no action may take it again.
  const hidden = useAtomValue(hiddenRecordsAtom)
  const [selection, setSelection] = useState<Selection>(emptySelection)
  const scope = filterScope(params)
  const [selectionScope, setSelectionScope] = useState(scope)
  if (scope !== selectionScope) {
    setSelectionScope(scope)
    setSelection(emptySelection)
  }
  // Rows seen on any page, so a selection across pages still knows each record's name.
  const seen = useRef(new Map<string, Row>())
  const pageIds = useMemo(() => rows.map(idOf), [rows, idOf])
  useEffect(() => {
    for (const row of rows) seen.current.set(idOf(row), row)
  }, [rows, idOf])

  const records = useCallback(
    async (signal?: AbortSignal): Promise<SelectedRecord<Row>[]> => {
      const toRecord = (row: Row): SelectedRecord<Row> => ({ id: idOf(row), name: nameOf(row), row })
      const waiting = store.get(hiddenRecordsAtom)
      if (!selection.allMatching) {
        return [...selection.ids]
          .filter((id) => !waiting.has(id))
          .map((id) => {
            const row = seen.current.get(id)
            return row === undefined ? { id, name: id, row: null } : toRecord(row)
          })
      }
      const found: SelectedRecord<Row>[] = []
      const pages = readAllPages(
        (page, pageSize, pageSignal) =>
          endpoint.list(http, { ...params, page: [String(page)], page_size: [String(pageSize)] }, { signal: pageSignal }),
        { pageSize: selectionPageSize, signal },
      )
      // The server still has them, until their window has passed.
      for await (const answer of pages) found.push(...answer.results.filter((row) => !waiting.has(idOf(row))).map(toRecord))
      return found
    },
    [selection, endpoint, http, store, params, idOf, nameOf],
  )

  const total = selectedCount(selection, count, hidden)
  const page = pageState(selection, pageIds)
  return {
    /** How many rows are selected. */
    count: total,
    allMatching: selection.allMatching,
    /** «Выбрать все N» is worth offering: the whole page is selected and more rows match. */
    canSelectAllMatching: page === true && !selection.allMatching && count > pageIds.length,
    selectAllMatching: () => setSelection(selectAllMatching(pageIds)),
    clear: () => setSelection(emptySelection),
    /** The selected records, read from the server when every matching row is selected. */
    records,
    /** For the table's selection column. */
    table: {
      isSelected: (id: string) => isRowSelected(selection, id),
      toggle: (id: string, range: boolean) =>
        setSelection((current) => (range ? shiftToggle(current, pageIds, id) : toggleRow(current, pageIds, id, false))),
      /** Shift with a move from one row to another (see extendRange). */
      extend: (fromId: string, toId: string) => setSelection((current) => extendRange(current, pageIds, fromId, toId)),
      count: total,
      clear: () => setSelection(emptySelection),
      page,
      togglePage: (select: boolean) => setSelection((current) => togglePage(current, pageIds, select)),
      nameOf,
    },
  }
}

export type ListSelection<Row> = ReturnType<typeof useSelection<Row>>
