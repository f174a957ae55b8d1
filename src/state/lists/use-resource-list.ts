import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { ListEndpoint, Resource } from '../../api/resource'
import { drawerTarget, type RecordDrawerLink } from '../../lib/drawers'
import { queryBarKey, type ListApiParams, type ListQueryState } from '../../lib/list-query'
import type { ListScreenRoute } from '../../lib/list-query/saved-views'
import { usePermission } from '../domain/permissions'
import type { Query } from '../query/define-query'
import type { ListQueryResult } from '../query/list-query'
import { useRead } from '../query/use-read'
import { useDrawerHref, useOpenDrawer } from '../shell/use-open-drawer'
import { useScreenShortcut } from '../shell/use-screen-shortcut'
import { hiddenRecordsAtom, useSendDeletionsOnLeave } from './deferred-deletion'
import { useExtensionSupport } from './extension-filters'
import { useListScreen, type ListScreenSchema } from './list-screen'
import { useNoteShownList } from './query-command'
import { useSavedViews } from './saved-views'
import { useListExport, type ListExportSpec } from './use-list-export'
import { useResourceBulk } from './use-resource-bulk'
import { useResourceDeletion, type ResourceNotices } from './use-resource-deletion'
import type { ResourceAtoms } from './use-resource-drawer'
import { useSelection } from './use-selection'

/** Where a list's pages come from: a query by the list's parameters (`listQuery(endpoint)` or a domain's own). */
export type ListPages<Result> = Query<ListApiParams, Result>

/** The rows of a list query's page. */
export type RowOf<Result extends ListQueryResult<unknown>> = NonNullable<Result['data']>['results'][number]

export interface ListPageOptions<S extends ListScreenSchema, Result extends ListQueryResult<unknown>> {
  /** The list's state in the URL, under the API's keys (lib/list-query codecs). */
  schema: S
  pages: ListPages<Result>
  idOf: (row: RowOf<Result>) => string
  /** False while the screen shows its rows another way (Операции' «Все за период»): no page is asked for. */
  paged?: (state: ListQueryState<S>) => boolean
}

/**
 * The one way a list screen reads its data: its state from the URL (`useListScreen`), the page those
 * parameters ask for, and everything `PagedTable` needs of them (ui `ListPage`'s controller).
 */
export function useListController<S extends ListScreenSchema, Result extends ListQueryResult<unknown>>(
  options: ListPageOptions<S, Result>,
) {
  const { schema, pages, idOf, paged } = options
  const list = useListScreen(schema)
  const support = useExtensionSupport(schema)
  const values = list.state as Record<string, unknown>
  // An extension filter is sent only once the backend is known to take it: never dropped, never sent wrongly.
  const held = Object.entries(schema).some(
    ([name, codec]) =>
      codec.extensionOf !== undefined &&
      !codec.equals(values[name], codec.defaultValue) &&
      (support.pending || support.unsupported.has(name)),
  )
  // No page is asked for while the rows come another way or a filter waits for the backend's word.
  const result = useRead(paged?.(list.state) === false || held ? null : pages, list.apiParams)
  return { ...list, result, table: list.tableFor<RowOf<Result>>(result), getRowId: idOf, held, unsupportedFilters: support.unsupported }
}

export type ListPage<Row, S extends ListScreenSchema> = ReturnType<typeof useListController<S, ListQueryResult<Row>>>

/** A list's tools besides its page: the selection, «Экспорт» and saved views. */
export interface ListToolsSpec<Row> {
  /** Where «Выбрать все N» and «Экспорт» read every matching row. */
  endpoint: ListEndpoint<Row>
  /** The record's name, on its checkbox and in a bulk action's report. */
  nameOf: (row: Row) => string
  /** The list's screen (from lib/paths): where its saved views lead, its title beside them in the palette. */
  screen: ListScreenRoute
  /** «Экспорт»: the file's name and columns. */
  exportAs: ListExportSpec<Row>
}

/** The selection of a list's rows (kept across pages), «Экспорт» of every matching row, and «Виды». */
export function useListTools<Row, S extends ListScreenSchema>(
  schema: S,
  page: Pick<ListPage<Row, S>, 'apiParams' | 'table' | 'getRowId'>,
  spec: ListToolsSpec<Row>,
) {
  const { data } = page.table.result
  const selection = useSelection({
    endpoint: spec.endpoint,
    idOf: page.getRowId,
    nameOf: spec.nameOf,
    params: page.apiParams,
    rows: data?.results ?? noRows,
    count: data?.count ?? 0,
  })
  const exporter = useListExport(spec.endpoint, page.apiParams, spec.exportAs)
  const savedViews = useSavedViews(schema, spec.screen)
  useNoteShownList(spec.screen, queryBarKey(schema))
  return { selection, exporter, savedViews }
}

export interface ResourceListOptions<Item, Create, Edit, S extends ListScreenSchema> {
  resource: Resource<Item, Create, Edit>
  atoms: ResourceAtoms<Item, Create, Edit>
  schema: S
  /** The drawer that creates and edits a record (from lib/drawers' `drawerLinks`). */
  drawer: RecordDrawerLink
  notices: ResourceNotices<Item>
  screen: ListScreenRoute
  exportAs: ListExportSpec<Item>
}

/**
 * Everything a resource's list screen (ui `ResourceListScreen`) is handed: its page (`useListController`)
 * without the records whose delete waits out its undo window, its tools, the drawer links (create,
 * Enter or a click to edit; `c` opens «Создать» on this screen), the row's «Удалить» with its undo
 * and the bulk actions.
 */
export function useResourceList<Item, Create, Edit, S extends ListScreenSchema>(options: ResourceListOptions<Item, Create, Edit, S>) {
  const { resource, atoms, schema, drawer, notices, screen, exportAs } = options
  const { result: fetched, ...page } = useListController<S, ListQueryResult<Item>>({
    schema,
    pages: atoms.pages,
    idOf: resource.idOf,
  })
  const hidden = useAtomValue(hiddenRecordsAtom)
  const result = useMemo(() => {
    const { data } = fetched
    const results = data?.results.filter((item) => !hidden.has(resource.idOf(item)))
    if (!data || !results || results.length === data.results.length) return fetched
    return { ...fetched, data: { ...data, count: data.count - (data.results.length - results.length), results } }
  }, [fetched, hidden, resource])
  const table = page.tableFor<Item>(result)
  const tools = useListTools(schema, { ...page, table }, { endpoint: resource, nameOf: resource.nameOf, screen, exportAs })
  const openDrawer = useOpenDrawer()
  const drawerHref = useDrawerHref()
  const open = (id?: string) => openDrawer(drawerTarget(drawer, id))
  const confirm = useResourceDeletion(resource, atoms, notices)
  const bulk = useResourceBulk(atoms, tools.selection)
  // Creating, editing and deleting benchmarks, requests and accounts is `records.edit`.
  const { allowed: editable, unavailable } = usePermission('records.edit')
  useScreenShortcut('c', () => {
    if (editable) open()
  })
  useSendDeletionsOnLeave()
  return {
    ...page,
    ...tools,
    table,
    nameOf: (item: Item) => resource.nameOf(item),
    openNew: () => open(),
    onRowActivate: (item: Item) => open(resource.idOf(item)),
    rowHref: (item: Item) => drawerHref(drawerTarget(drawer, resource.idOf(item))),
    confirm,
    bulk,
    unavailable,
  }
}

const noRows: readonly never[] = []
