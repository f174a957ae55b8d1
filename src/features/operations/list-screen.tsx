import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { financeOperationTypes, type FinanceOperation } from '../../../contract/schemas/finance'
import { financeOperationsList } from '../../api/finance'
import { operationTypeLabels } from '../../api/labels'
import { CustomerLink } from '../../entities/customer/customer'
import { operationColumns } from '../../entities/finance-operation/operation-columns'
import { formatDateTime, formatMoney } from '../../lib/format'
import type { ListQueryState } from '../../lib/list-query'
import { paths } from '../../lib/paths'
import { useCustomer } from '../../state/domain/customers'
import { useListController, useListTools } from '../../state/lists/use-resource-list'
import { Button, FilterChip, ListEmptyState, ListPage, Skeleton, Tooltip, type ListPageDescription } from '../../ui'
import { AllOperations } from './all-operations'
import { operationsExport } from './columns'
import { operationsListSchema } from './list-params'
import { operationPages } from './queries'

type ListState = ListQueryState<typeof operationsListSchema>

const views = [
  { value: '', label: 'По страницам', hint: 'Постранично: на странице столько строк, сколько выбрано внизу списка' },
  { value: 'all', label: 'Все за период', hint: 'Все операции выбранных фильтров и периода одним длинным списком, без страниц' },
] as const

const viewGroup = css({ display: 'inline-flex', gap: '1' })

const description: ListPageDescription<FinanceOperation, ListState> = {
  title: 'Операции',
  heading: { subtitle: 'Пополнения, списания, возвраты и бонусы пользователей' },
  filtersLabel: 'Фильтры операций',
  filters: [
    {
      kind: 'choices',
      key: 'types',
      label: 'Тип операции',
      options: financeOperationTypes.map((type) => ({ value: type, label: operationTypeLabels[type] })),
    },
    { kind: 'period', key: 'period', fromLabel: 'Период с', toLabel: 'Период по', queryNames: ['дата', 'created_at'] },
    { kind: 'amount', key: 'amount', label: 'Сумма' },
    {
      kind: 'custom',
      key: 'view',
      render: (state, update) => (
        <div role="group" aria-label="Показ" className={viewGroup}>
          {views.map((view) => (
            <Tooltip key={view.value} content={view.hint}>
              <Button
                variant={state.view === view.value ? 'subtle' : 'outline'}
                aria-pressed={state.view === view.value}
                onClick={() => update({ view: view.value })}
              >
                {view.label}
              </Button>
            </Tooltip>
          ))}
        </div>
      ),
    },
    {
      kind: 'pinned',
      key: 'customerUuid',
      chip: (customerUuid, remove) => <CustomerFilterChip customerUuid={customerUuid} onRemove={remove} />,
    },
  ],
  columns: operationColumns(['created_at', 'customer', 'type', 'amount', 'balance_after', 'description']),
  errorTitle: 'Не удалось загрузить операции',
  empty: { title: 'Операций не найдено', filteredHint: 'Попробуйте изменить фильтры или период.', emptyText: 'Операций пока нет.' },
}

/** «Операции»: every finance operation, filtered by type, customer and period, sorted, in pages or as one long list. */

export function OperationsScreen() {
  const navigate = useNavigate()
  const page = useListController({
    schema: operationsListSchema,
    pages: operationPages,
    idOf: operationId,
    paged: (state) => state.view !== 'all',
  })
  const tools = useListTools(operationsListSchema, page, {
    endpoint: financeOperationsList,
    nameOf: operationName,
    screen: paths.operations,
    exportAs: operationsExport,
  })
  const { state, filtered, reset } = page
  const openCustomer = (operation: FinanceOperation) => void navigate(paths.user.getHref(operation.customer_uuid))
  return (
    <ListPage
      description={description}
      controller={{ ...page, ...tools, onRowActivate: openCustomer }}
      rows={
        state.view === 'all' ? (
          <AllOperations
            apiParams={page.apiParams}
            columns={description.columns}
            sort={page.tableProps.sort}
            onSortChange={page.tableProps.onSortChange}
            openCustomer={openCustomer}
            empty={<ListEmptyState filtered={filtered} onReset={reset} {...description.empty} />}
          />
        ) : undefined
      }
    />
  )
}

/** The customer the list is filtered by: their email (linked to their page) and a button that drops the filter. */
function CustomerFilterChip({ customerUuid, onRemove }: { customerUuid: string; onRemove: () => void }) {
  const customer = useCustomer(customerUuid)
  const email = customer.data?.email
  return (
    <FilterChip label="Фильтр по пользователю" removeLabel="Убрать фильтр по пользователю" onRemove={onRemove} busy={customer.isPending}>
      <span>Пользователь:</span>
      {customer.isPending ? <Skeleton width="10rem" /> : <CustomerLink customerUuid={customerUuid}>{email ?? customerUuid}</CustomerLink>}
    </FilterChip>
  )
}

const operationId = (operation: FinanceOperation) => operation.operation_uuid
/** Names an operation's checkbox: «Пополнение, 1 500,00 ₽, ivan@example.com, 12.03.2026 14:05». */
const operationName = (operation: FinanceOperation) =>
  `${operationTypeLabels[operation.type]}, ${formatMoney(operation.amount)}, ${operation.customer_email}, ${formatDateTime(operation.created_at)}`
