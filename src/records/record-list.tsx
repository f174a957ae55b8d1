import type { ReactNode } from 'react'
import type { QueryCodecs } from '../../contract/endpoint'
import { useColumnsWithPresence } from '../entities/presence/row-presence'
import type { ListExportSpec } from '../state/lists/use-list-export'
import { useResourceList } from '../state/lists/use-resource-list'
import { ResourceListScreen, type ResourceListDescription, type TableColumn } from '../ui'
import type { RecordType } from './define-record-type'
import { recordFilters, type FilterChoice, type RecordListState } from './record-filters'

/** A record type's list and every tool of it (selection, «Экспорт», «Виды», deletion, bulk actions), its state in the address. */
export function useRecordList<Item, Create, Edit, Q extends QueryCodecs>(
  type: RecordType<Item, Create, Edit, Q>,
  exportColumns: ListExportSpec<Item>['columns'],
) {
  return useResourceList({
    resource: type.resource,
    atoms: type.atoms,
    schema: type.schema,
    drawer: type.drawer,
    notices: type.notices,
    screen: type.screen,
    exportAs: { fileId: type.declaration.key, columns: exportColumns },
  })
}

export interface RecordListViewProps<Item, Create, Edit, Q extends QueryCodecs> {
  type: RecordType<Item, Create, Edit, Q>
  controller: ReturnType<typeof useRecordList<Item, Create, Edit, Q>>
  columns: readonly TableColumn<Item>[]
  /** Which filters show, in order: declared parameters by name, or the screen's own. */
  filters: readonly FilterChoice<RecordListState<Item, Create, Edit, Q>>[]
  /** «Кто здесь» as the last column (default); false where a column of the screen's own shows it. */
  presenceColumn?: boolean
  bulkActions?: ResourceListDescription<Item, RecordListState<Item, Create, Edit, Q>>['bulkActions']
  headerActions?: ReactNode
}

/** A record type's list screen: its words, filters and columns handed to the shared resource list. */
export function RecordListView<Item, Create, Edit, Q extends QueryCodecs>(props: RecordListViewProps<Item, Create, Edit, Q>) {
  const { type, controller } = props
  const { words } = type
  const withPresence = useColumnsWithPresence(props.columns, type.declaration.type, type.idOf)
  return (
    <ResourceListScreen
      description={{
        title: words.list,
        recordForms: words.forms,
        filtersLabel: words.filtersLabel,
        filters: recordFilters(type, props.filters),
        columns: props.presenceColumn === false ? props.columns : withPresence,
        empty: { emptyText: words.empty },
        errorTitle: words.loadError,
        deletion: words.deletion,
        bulkActions: props.bulkActions,
        headerActions: props.headerActions,
      }}
      controller={controller}
    />
  )
}

/** The list screen of a record type without tools of its own: its columns, export columns and filters. */
export function RecordListScreen<Item, Create, Edit, Q extends QueryCodecs>(
  props: Omit<RecordListViewProps<Item, Create, Edit, Q>, 'controller'> & { exportColumns: ListExportSpec<Item>['columns'] },
) {
  const controller = useRecordList(props.type, props.exportColumns)
  return <RecordListView {...props} controller={controller} />
}
