import { useAtomValue } from 'jotai'
import type { Resource } from '../api/resource'
import { useListScreen, type ListScreenSchema } from './list-screen'
import { useOpenRecordDrawer, useRecordDrawerHref, type RecordDrawerLink, type ResourceAtoms } from './use-resource-drawer'
import { useResourceDeletion, type ResourceNotices } from './use-resource-deletion'
import { useScreenShortcut } from './use-screen-shortcut'

export interface ResourceListOptions<Item, Create, Edit, S extends ListScreenSchema> {
  resource: Resource<Item, Create, Edit>
  atoms: ResourceAtoms<Item, Create, Edit>
  /** The list's state in the URL, under the API's keys (lib/list-query codecs). */
  schema: S
  /** The drawer that creates and edits a record (from lib/drawers' `drawerLinks`). */
  drawer: RecordDrawerLink
  notices: ResourceNotices<Item>
}

/**
 * Everything a resource's list screen (ui `ResourceListScreen`) is handed: the URL list state
 * (`useListScreen`), its page, the drawer links (create, Enter or a click to edit; `c` opens
 * «Создать» on this screen) and the row's «Удалить».
 */
export function useResourceList<Item, Create, Edit, S extends ListScreenSchema>(options: ResourceListOptions<Item, Create, Edit, S>) {
  const { resource, atoms, schema, drawer, notices } = options
  const list = useListScreen(schema, atoms.paramsAtom)
  const result = useAtomValue(atoms.queryAtom)
  const open = useOpenRecordDrawer(drawer)
  const drawerHref = useRecordDrawerHref(drawer)
  const confirm = useResourceDeletion(resource, atoms, notices)
  useScreenShortcut('c', () => open())
  return {
    ...list,
    table: list.tableFor(result),
    getRowId: (item: Item) => resource.idOf(item),
    nameOf: (item: Item) => resource.nameOf(item),
    openNew: () => open(),
    openEdit: (item: Item) => open(resource.idOf(item)),
    editHref: (item: Item) => drawerHref(resource.idOf(item)),
    confirm,
  }
}
