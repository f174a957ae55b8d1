import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { defaultFinanceOperationsQuery, type FinanceOperationsQuery } from '../../api/finance'
import { describeError } from '../../api/errors'
import { paths } from '../../lib/paths'
import { customerOperationsQueryAtom, customerOperationsQueryParamsAtom } from '../../state/finance-operations'
import { useQueryParams } from '../../state/use-query-params'
import { Card, EmptyState, ErrorState, Pagination, Table, textLink } from '../../ui'
import { singleCustomerOperationColumns } from './operation-columns'

const pageSize = 10

/**
 * One customer's operations, newest first, ten a page, for a page about that customer; the link
 * opens the whole list («Операции») filtered by them.
 */
export function CustomerOperations({ customerUuid }: { customerUuid: string }) {
  const [page, setPage] = useState({ customerUuid, page: 1 })
  // Another customer starts at their first page.
  const currentPage = page.customerUuid === customerUuid ? page.page : 1
  const query = useMemo<FinanceOperationsQuery>(
    () => ({ ...defaultFinanceOperationsQuery, customerUuid, page: currentPage, pageSize }),
    [customerUuid, currentPage],
  )
  useQueryParams(customerOperationsQueryParamsAtom, query)
  const result = useAtomValue(customerOperationsQueryAtom)
  const data = result.data

  const allOperationsHref = `${paths.operations.getHref()}?${new URLSearchParams({ customer: customerUuid }).toString()}`
  return (
    <Card
      title="Операции пользователя"
      actions={
        <Link className={textLink} to={allOperationsHref}>
          Все операции пользователя
        </Link>
      }
    >
      {result.isError && !data ? (
        <ErrorState
          title="Не удалось загрузить операции"
          message={describeError(result.error)}
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
      ) : (
        <>
          <Table
            label="Операции пользователя"
            columns={singleCustomerOperationColumns}
            rows={data?.results ?? []}
            getRowId={(operation) => operation.operation_uuid}
            loading={!data}
            skeletonRows={5}
            maxHeight="none"
            empty={<EmptyState title="Операций пока нет" />}
          />
          {data && data.count > pageSize && (
            <Pagination
              className={css({ mt: '3' })}
              page={currentPage}
              pageSize={pageSize}
              count={data.count}
              onPageChange={(next) => setPage({ customerUuid, page: next })}
            />
          )}
        </>
      )}
    </Card>
  )
}
