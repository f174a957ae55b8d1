import { Link } from 'react-router-dom'
import type { StatsUserRow } from '../../../contract/schemas/stats'
import { formatDate, formatMoney, formatNumber } from '../../lib/format'
import { paths } from '../../lib/paths'
import { useListScreen } from '../../state/lists/list-screen'
import { Card, EmptyState, PagedTable, textLink, type TableColumn } from '../../ui'
import { useStatsUsers, type StatsView } from './queries'
import { statsUsersTableSchema } from './stats-params'

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
  { id: 'registered_at', header: 'Регистрация', sortable: true, kind: 'date', cell: (row) => formatDate(row.registered_at) },
  {
    id: 'analyzed_images',
    header: 'Изображений',
    sortable: true,
    align: 'end',
    kind: 'number',
    cell: (row) => count(row.analyzed_images),
  },
  {
    id: 'analyzed_projects',
    header: 'Проектов',
    sortable: true,
    align: 'end',
    kind: 'number',
    cell: (row) => count(row.analyzed_projects),
  },
  {
    id: 'generated_outputs',
    header: 'Результатов',
    sortable: true,
    align: 'end',
    kind: 'number',
    cell: (row) => count(row.generated_outputs),
  },
  {
    id: 'generated_images',
    header: 'Сгенерировано',
    sortable: true,
    align: 'end',
    kind: 'number',
    cell: (row) => count(row.generated_images),
  },
  { id: 'spent', header: 'Потрачено', align: 'end', kind: 'money', cell: (row) => formatMoney(row.spent) },
]

/** The customers active in the period with what they did: paged and sorted on the server, the state in the URL. */
export function StatsUsersTable({ view }: { view: StatsView | null }) {
  const { apiParams, tableFor } = useListScreen(statsUsersTableSchema)
  const result = useStatsUsers(apiParams, view)
  return (
    <Card title="Пользователи за период">
      <PagedTable
        label="Пользователи за период"
        errorTitle="Не удалось загрузить пользователей за период"
        columns={columns}
        getRowId={(row) => row.customer_uuid}
        empty={<EmptyState title="За этот период никто не был активен" />}
        {...tableFor(result)}
      />
    </Card>
  )
}
