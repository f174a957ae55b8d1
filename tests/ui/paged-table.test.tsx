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

function renderTable(result: PagedListResult<Row>, pageMissing = false, onPageChange = vi.fn()) {
  render(
    <PagedTable
      label="Люди"
      result={result}
      errorTitle="Не удалось загрузить людей"
      errorMessage="Нет связи с сервером."
      pageMissing={pageMissing}
      columns={columns}
      getRowId={(row) => row.id}
      page={3}
      pageSize={25}
      onPageChange={onPageChange}
      onPageSizeChange={vi.fn()}
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

  it('offers the first page when the page asked for is past the end', async () => {
    const onPageChange = vi.fn()
    renderTable(listResult({ isError: true }), true, onPageChange)
    expect(screen.getByText('Такой страницы нет')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'К первой странице' }))
    expect(onPageChange).toHaveBeenCalledExactlyOnceWith(1)
  })
})
