import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { Resource } from '../../api/resource'
import { hiddenRecordsAtom, useSendDeletionsOnLeave } from './deferred-deletion'
import type { ListScreenRoute } from '../../lib/saved-views'
import { useListScreen, type ListScreenSchema } from './list-screen'
import { useListPage } from '../query/list-page'
import { useSavedViews } from './saved-views'
import { useListExport, type ListExportSpec } from './use-list-export'
import { useOpenRecordDrawer, useRecordDrawerHref, type RecordDrawerLink, type ResourceAtoms } from './use-resource-drawer'
import { useResourceDeletion, type ResourceNotices } from './use-resource-deletion'
import { useResourceBulk } from './use-resource-bulk'
import { useScreenShortcut } from '../shell/use-screen-shortcut'
import { useSelection } from './use-selection'

export interface ResourceListOptions<Item, Create, Edit, S extends ListScreenSchema> {
  resource: Resource<Item, Create, Edit>
  atoms: ResourceAtoms<Item, Create, Edit>
  /** The list's state in the URL, under the API's keys (lib/list-query codecs). */
  schema: S
  /** The drawer that creates and edits a record (from lib/drawers' `drawerLinks`). */
  drawer: RecordDrawerLink
  notices: ResourceNotices<Item>
  /** The list's screen (from lib/paths): where its saved views lead, its title beside them in the palette. */
  screen: ListScreenRoute
  /** «Экспорт»: the file's name and columns. */
  exportAs: ListExportSpec<Item>
}

/**
 * Everything a resource's list screen (ui `ResourceListScreen`) is handed: the URL list state
 * (`useListScreen`), its page, the drawer links (create, Enter or a click to edit; `c` opens
 * «Создать» on this screen), the row's «Удалить» with its undo, the selection and the bulk actions.
 */
export function useResourceList<Item, Create, Edit, S extends ListScreenSchema>(options: ResourceListOptions<Item, Create, Edit, S>) {
  const { resource, atoms, schema, drawer, notices, screen, exportAs } = options
  const list = useListScreen(schema)
  const fetched = useListPage(resource, list.apiParams)
  // Records whose delete waits out its undo window are left out of the page.
  const hidden = useAtomValue(hiddenRecordsAtom)
  const result = useMemo(() => {
    const { data } = fetched
    const results = data?.results.filter((item) => !hidden.has(resource.idOf(item)))
    if (!data || !results || results.length === data.results.length) return fetched
    return { ...fetched, data: { ...data, count: data.count - (data.results.length - results.length), results } }
  }, [fetched, hidden, resource])
  const open = useOpenRecordDrawer(drawer)
  const drawerHref = useRecordDrawerHref(drawer)
  const confirm = useResourceDeletion(resource, atoms, notices)
  const selection = useSelection({
    endpoint: resource,
    idOf: resource.idOf,
    nameOf: resource.nameOf,
    params: list.apiParams,
    rows: result.data?.results ?? noRows,
    count: result.data?.count ?? 0,
  })
  const bulk = useResourceBulk(atoms, notices, selection)
  const exporter = useListExport(resource, list.apiParams, exportAs)
  const savedViews = useSavedViews(schema, screen)
  useScreenShortcut('c', () => open())
  useSendDeletionsOnLeave()
  return {
    ...list,
    table: list.tableFor(result),
    selection,
    bulk,
    getRowId: (item: Item) => resource.idOf(item),
    nameOf: (item: Item) => resource.nameOf(item),
    openNew: () => open(),
    openEdit: (item: Item) => open(resource.idOf(item)),
    editHref: (item: Item) => drawerHref(resource.idOf(item)),
    confirm,
    exporter,
    savedViews,
  }
}

const noRows: readonly never[] = []
