import { getDefaultNormalizer, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { describeRange, Pagination } from '../../src/ui'

const nb = '\u00A0'
// The default normalizer turns no-break spaces into plain ones; keep them to check they are there.
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) }

describe('describeRange', () => {
  it('names the records on the page and the total, grouped with no-break spaces', () => {
    expect(describeRange(1, 25, 2000)).toBe(`1–25 из 2${nb}000`)
    expect(describeRange(80, 25, 2000)).toBe(`1${nb}976–2${nb}000 из 2${nb}000`)
    expect(describeRange(3, 25, 60)).toBe('51–60 из 60')
    expect(describeRange(1, 25, 0)).toBe('0 из 0')
  })
})

describe('Pagination', () => {
  function Controlled({
    onPageChange,
    onPageSizeChange,
  }: {
    onPageChange: (page: number) => void
    onPageSizeChange: (size: number) => void
  }) {
    const [page, setPage] = useState(1)
    const [pageSize, setPageSize] = useState(25)
    return (
      <Pagination
        page={page}
        pageSize={pageSize}
        count={2000}
        onPageChange={(next) => {
          onPageChange(next)
          setPage(next)
        }}
        onPageSizeChange={(next) => {
          onPageSizeChange(next)
          setPageSize(next)
          setPage(1)
        }}
      />
    )
  }

  it('shows the range, Russian labels, and moves between pages', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    render(<Controlled onPageChange={onPageChange} onPageSizeChange={vi.fn()} />)
    expect(screen.getByText(`1–25 из 2${nb}000`, exact)).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Страницы' })
    const previous = within(nav).getByRole('button', { name: 'Назад' })
    const next = within(nav).getByRole('button', { name: 'Вперёд' })
    expect(previous).toBeDisabled()
    expect(within(nav).getByRole('button', { name: 'Страница 1 из 80' })).toHaveAttribute('aria-current', 'page')

    await user.click(next)
    expect(onPageChange).toHaveBeenLastCalledWith(2)
    expect(screen.getByText(`26–50 из 2${nb}000`, exact)).toBeInTheDocument()
    expect(previous).toBeEnabled()

    await user.click(within(nav).getByRole('button', { name: 'Страница 80 из 80' }))
    expect(onPageChange).toHaveBeenLastCalledWith(80)
    expect(next).toBeDisabled()

    await user.click(previous)
    expect(onPageChange).toHaveBeenLastCalledWith(79)
  })

  it('offers 25, 50, 100 and 500 rows a page', async () => {
    const user = userEvent.setup()
    const onPageSizeChange = vi.fn()
    render(<Controlled onPageChange={vi.fn()} onPageSizeChange={onPageSizeChange} />)
    const sizeSelect = screen.getByRole('combobox', { name: 'Строк на странице' })
    expect(sizeSelect).toHaveValue('25')
    const options = within(sizeSelect).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['25', '50', '100', '500'])
    await user.selectOptions(sizeSelect, '100')
    expect(onPageSizeChange).toHaveBeenCalledWith(100)
    expect(screen.getByText(`1–100 из 2${nb}000`, exact)).toBeInTheDocument()
  })

  it('has no page-size select unless the caller handles it', () => {
    render(<Pagination page={1} pageSize={25} count={10} onPageChange={vi.fn()} />)
    expect(screen.queryByRole('combobox', { name: 'Строк на странице' })).toBeNull()
    expect(screen.getByText('1–10 из 10', exact)).toBeInTheDocument()
  })
})
