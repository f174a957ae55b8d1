import { useAtomValue } from 'jotai'
import { Link } from 'react-router-dom'
import { describeError, isPageMissing } from '../../api/errors'
import { statsUsersOrderingFields, type StatsUserRow } from '../../api/schemas/stats'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import { formatOrdering, parseOrdering } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { statsUsersQueryAtom } from '../../state/stats'
import { Card, EmptyState, PagedTable, textLink, type TableColumn, type TableSort } from '../../ui'

const count = (value: number) => formatNumber(value)

const columns: readonly TableColumn<StatsUserRow>[] = [
  {
    id: 'email',
    header: 'Пользователь',
    sortable: true,
    cell: (row) => (
      <Link className={textLink} to={paths.user.getHref(row.customer_uuid)}>
        {row.email}
      </Link>
    ),
  },
  { id: 'registered_at', header: 'Регистрация', sortable: true, width: '8.5rem', cell: (row) => formatDate(row.registered_at) },
  { id: 'analyzed_images', header: 'Изображений', sortable: true, align: 'end', width: '8.5rem', cell: (row) => count(row.analyzed_images) },
  { id: 'analyzed_projects', header: 'Проектов', sortable: true, align: 'end', width: '7.5rem', cell: (row) => count(row.analyzed_projects) },
  { id: 'generated_outputs', header: 'Результатов', sortable: true, align: 'end', width: '8.5rem', cell: (row) => count(row.generated_outputs) },
  { id: 'generated_images', header: 'Сгенерировано', sortable: true, align: 'end', width: '9rem', cell: (row) => count(row.generated_images) },
  { id: 'spent', header: 'Потрачено', align: 'end', width: '9rem', cell: (row) => formatMoney(row.spent) },
]

export interface StatsUsersTableProps {
  page: number
  pageSize: number
  ordering: string
  onChange: (patch: { page?: number; pageSize?: number; ordering?: string }) => void
}

/** The customers active in the period with what they did: paged and sorted on the server, the state in the URL. */
export function StatsUsersTable({ page, pageSize, ordering, onChange }: StatsUsersTableProps) {
  const result = useAtomValue(statsUsersQueryAtom)
  const sort = parseOrdering(ordering, statsUsersOrderingFields) ?? null
  const onSortChange = (next: TableSort) => {
    const field = statsUsersOrderingFields.find((candidate) => candidate === next.field)
    if (field) onChange({ ordering: formatOrdering({ field, direction: next.direction }) })
  }
  return (
    <Card title="Пользователи за период">
      <PagedTable
        label="Пользователи за период"
        errorTitle="Не удалось загрузить пользователей за период"
        errorMessage={describeError(result.error)}
        pageMissing={isPageMissing(result.error, page)}
        result={result}
        columns={columns}
        getRowId={(row) => row.customer_uuid}
        sort={sort}
        onSortChange={onSortChange}
        page={page}
        pageSize={pageSize}
        onPageChange={(next) => onChange({ page: next })}
        onPageSizeChange={(next) => onChange({ pageSize: next })}
        empty={<EmptyState title="За этот период никто не был активен" />}
      />
    </Card>
  )
}
