import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PagedTable, type PagedListResult, type TableColumn } from '../../src/ui'

interface Row {
  id: string
  name: string
}
const columns: readonly TableColumn<Row>[] = [{ id: 'name', header: 'Имя', cell: (row) => row.name }]

function listResult(patch: Partial<PagedListResult<Row>>): PagedListResult<Row> {
  return { data: undefined, isError: false, isFetching: false, isPlaceholderData: false, refetch: vi.fn(() => Promise.resolve()), ...patch }
}

function renderTable(result: PagedListResult<Row>, onPageOutOfRange = vi.fn()) {
  render(
    <PagedTable
      label="Люди"
      result={result}
      errorTitle="Не удалось загрузить людей"
      errorMessage="Нет связи с сервером."
      columns={columns}
      getRowId={(row) => row.id}
      page={3}
      pageSize={25}
      onPageChange={vi.fn()}
      onPageSizeChange={vi.fn()}
      onPageOutOfRange={onPageOutOfRange}
      empty="Людей нет"
    />,
  )
}

describe('PagedTable', () => {
  it('shows the rows of the page with its pagination', () => {
    renderTable(listResult({ data: { count: 60, results: [{ id: '1', name: 'Анна' }] } }))
    expect(screen.getByRole('gridcell', { name: 'Анна' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeInTheDocument()
  })

  it('offers a retry when the list failed with nothing to show', async () => {
    const result = listResult({ isError: true })
    renderTable(result)
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить людей')
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером.')
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }))
    expect(result.refetch).toHaveBeenCalledOnce()
  })

  it('moves a page past the end of a settled count to the last page, showing loading meanwhile', () => {
    const onPageOutOfRange = vi.fn()
    renderTable(listResult({ data: { count: 30, results: [] } }), onPageOutOfRange)
    expect(onPageOutOfRange).toHaveBeenCalledExactlyOnceWith(2)
    expect(screen.queryByText('Людей нет')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument()
  })

  it('waits for the count of the current state before it moves', () => {
    const onPageOutOfRange = vi.fn()
    renderTable(listResult({ data: { count: 30, results: [] }, isPlaceholderData: true }), onPageOutOfRange)
    renderTable(listResult({ data: { count: 30, results: [] }, isFetching: true }), onPageOutOfRange)
    expect(onPageOutOfRange).not.toHaveBeenCalled()
  })

  it('shows a page within the count that has no rows (they went meanwhile) as the empty list', () => {
    const onPageOutOfRange = vi.fn()
    renderTable(listResult({ data: { count: 60, results: [] } }), onPageOutOfRange)
    expect(onPageOutOfRange).not.toHaveBeenCalled()
    expect(screen.getByText('Людей нет')).toBeInTheDocument()
  })
})
