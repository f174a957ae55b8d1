import { useCallback, useEffect, useMemo } from 'react'
import { describeError } from '../../api/errors'
import {
  apiNameOf,
  correctListQuery,
  formatOrdering,
  hasActiveFilters,
  isFilter,
  parseOrdering,
  queryBarKey,
  readListQuery,
  resetListQuery,
  toApiParams,
  writeListQuery,
  type ListApiParams,
  type ListParam,
  type ListQuerySchema,
  type ListQueryState,
  type SortDirection,
} from '../../lib/list-query'
import type { ListQueryResult } from '../query/list-query'
import { useUrlSearch } from '../shell/use-url-search'

/** A list's schema: URL codecs whose keys are the API's, with at least a page and a page size. */
export type ListScreenSchema = ListQuerySchema & { page: ListParam<number>; pageSize: ListParam<number> }

export interface ListSort {
  field: string
  direction: SortDirection
}

/**
 * A schema's typed state from the URL, and a change of it. An address the schema does not take as
 * it is (an unknown filter value, a bad day, page 0) is corrected in place, replacing its history
 * entry: the screen shows the nearest valid state, the address says so, and Back skips the bad one.
 */
export function useListQuery<S extends ListQuerySchema>(schema: S) {
  const [searchParams, changeSearch] = useUrlSearch()
  const state = useMemo(() => readListQuery(searchParams, schema), [searchParams, schema])
  const wrong = useMemo(() => correctListQuery(searchParams, schema) !== null, [searchParams, schema])
  useEffect(() => {
    if (wrong) changeSearch((current) => correctListQuery(current, schema) ?? current, { replace: true })
  }, [wrong, schema, changeSearch])
  const update = useCallback(
    (patch: Partial<ListQueryState<S>>) => changeSearch((current) => writeListQuery(current, schema, patch)),
    [schema, changeSearch],
  )
  return { searchParams, changeSearch, state, update }
}

/**
 * The wiring every list screen shares: its state read from the URL (reload, Back and a shared link
 * restore it), as the API's parameters (for the list's query), and written back on change; sorting
 * and paging props ready for `PagedTable`.
 */
export function useListScreen<S extends ListScreenSchema>(schema: S) {
  const { searchParams, state, update, changeSearch } = useListQuery(schema)
  const apiParams: ListApiParams = useMemo(() => toApiParams(schema, state), [schema, state])
  const replacePage = useCallback(
    (page: number) => changeSearch((current) => writeListQuery(current, schema, { page } as Partial<ListQueryState<S>>), { replace: true }),
    [schema, changeSearch],
  )

  const barKey = queryBarKey(schema)
  const reset = useCallback(
    () =>
      changeSearch((current) => {
        const next = resetListQuery(current, schema)
        next.delete(barKey)
        return next
      }),
    [schema, changeSearch, barKey],
  )
  const applyQuery = useCallback(
    (text: string, patch: Partial<ListQueryState<S>>, options?: { replace?: boolean }) =>
      changeSearch((current) => {
        const next = writeListQuery(current, schema, patch)
        if (text.trim() === '') next.delete(barKey)
        else next.set(barKey, text.trim())
        return next
      }, options),
    [schema, changeSearch, barKey],
  )
  const apiNames = useMemo(() => Object.fromEntries(Object.entries(schema).map(([name, codec]) => [name, apiNameOf(codec)])), [schema])

  const orderingEntry = Object.entries(schema).find(([, codec]) => codec.orderingFields)
  const filterIgnores = Object.entries(schema)
    .filter(([, codec]) => !isFilter(codec))
    .map(([name]) => name)

  const values = state as Record<string, unknown>
  const sort = orderingEntry ? (parseOrdering(String(values[orderingEntry[0]]), orderingEntry[1].orderingFields ?? []) ?? null) : null
  const onSortChange = (next: ListSort) => {
    if (!orderingEntry) return
    const [name, codec] = orderingEntry
    if (codec.orderingFields?.includes(next.field)) update({ [name]: formatOrdering(next) } as Partial<ListQueryState<S>>)
  }

  const tableProps = {
    sort,
    onSortChange,
    page: state.page as number,
    pageSize: state.pageSize as number,
    onPageChange: (page: number) => update({ page } as Partial<ListQueryState<S>>),
    onPageSizeChange: (pageSize: number) => update({ pageSize } as Partial<ListQueryState<S>>),
  }

  return {
    state,
    apiParams,
    /** Applies a change; anything but the page goes back to the first page. */
    update,
    /** Every filter back to its default, the query bar emptied (page size and ordering stay). */
    reset,
    /** The query bar's text in the address ('' when none). */
    queryText: searchParams.get(barKey) ?? '',
    /** The query bar's text and the state it asks for, written together. */
    applyQuery,
    /** The API's name of each piece of state (`statuses` → `status`): the bar takes it as a field's name. */
    apiNames,
    /** Whether a filter (not the page, its size or the ordering) differs from its default. */
    filtered: hasActiveFilters(state, schema, filterIgnores),
    /** Sorting and paging, for a `Table` or a `PagedTable`. */
    tableProps,
    /** Everything a `PagedTable` needs of the list and its query: spread it in. */
    tableFor: <Row>(result: ListQueryResult<Row>) => ({
      ...tableProps,
      result,
      errorMessage: describeError(result.error),
      // A page past the end (a saved link after records went, `?page=999`): the last page instead, in place.
      onPageOutOfRange: replacePage,
    }),
  }
}
