import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Table, type TableColumn, type TableSort } from '../../src/ui'

interface Customer {
  uuid: string
  email: string
  balance: string
}

function customers(count: number): Customer[] {
  return Array.from({ length: count }, (_, index) => ({
    uuid: `c-${index + 1}`,
    email: `user${index + 1}@example.com`,
    balance: `${index + 1}.00`,
  }))
}

const columns: TableColumn<Customer>[] = [
  { id: 'email', header: 'Почта', cell: (row) => row.email, sortable: true },
  { id: 'balance', header: 'Баланс', cell: (row) => row.balance, align: 'end', sortable: true, width: 120 },
  { id: 'actions', header: 'Действия', cell: (row) => <a href={`/users/${row.uuid}`}>Открыть</a> },
]

const plainColumns: TableColumn<Customer>[] = [
  { id: 'email', header: 'Почта', cell: (row) => row.email },
  { id: 'balance', header: 'Баланс', cell: (row) => row.balance, align: 'end' },
]

function dataRows() {
  return screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1')
}

// jsdom lays nothing out and may have no scrollIntoView: record the calls, then put back what was there.
const originalScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView')
const scrollIntoView = vi.fn()
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView
})
afterEach(() => {
  scrollIntoView.mockReset()
  if (originalScrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', originalScrollIntoView)
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView')
})

describe('Table', () => {
  it('is a named grid with a header row and counted, indexed rows', () => {
    render(<Table label="Пользователи" columns={columns} rows={customers(3)} getRowId={(row) => row.uuid} />)
    const grid = screen.getByRole('grid', { name: 'Пользователи' })
    expect(grid).toHaveAttribute('aria-rowcount', '4')
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Почта', 'Баланс', 'Действия'])
    expect(dataRows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4'])
    expect(
      within(dataRows()[0]!)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['user1@example.com', '1.00', 'Открыть'])
  })

  it('moves the active row with arrows, j/k, Home and End, and activates it with Enter', async () => {
    const user = userEvent.setup()
    const onRowActivate = vi.fn()
    render(
      <Table label="Пользователи" columns={plainColumns} rows={customers(5)} getRowId={(row) => row.uuid} onRowActivate={onRowActivate} />,
    )
    // The first Tab into the body lands on the first row.
    await user.tab()
    expect(dataRows()[0]).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    expect(dataRows()[1]).toHaveFocus()
    expect(dataRows()[1]).toHaveAttribute('data-active')
    expect(dataRows()[0]).not.toHaveAttribute('data-active')

    await user.keyboard('j')
    expect(dataRows()[2]).toHaveFocus()
    await user.keyboard('k')
    expect(dataRows()[1]).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(dataRows()[0]).toHaveFocus()
    await user.keyboard('{End}')
    expect(dataRows()[4]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(dataRows()[4]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(dataRows()[0]).toHaveFocus()
    expect(scrollIntoView).toHaveBeenCalled()

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(onRowActivate).toHaveBeenCalledTimes(1)
    expect(onRowActivate).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'c-3' }))
  })

  it('keeps one row in the tab order: the active one', async () => {
    const user = userEvent.setup()
    render(<Table label="Пользователи" columns={plainColumns} rows={customers(4)} getRowId={(row) => row.uuid} />)
    await user.tab()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(dataRows().map((row) => row.tabIndex)).toEqual([-1, -1, 0, -1])
  })

  it('leaves keys pressed inside a cell to the cell', async () => {
    const user = userEvent.setup()
    const onRowActivate = vi.fn()
    render(<Table label="Пользователи" columns={columns} rows={customers(3)} getRowId={(row) => row.uuid} onRowActivate={onRowActivate} />)
    const link = within(dataRows()[0]!).getByRole('link', { name: 'Открыть' })
    link.focus()
    await user.keyboard('j')
    expect(link).toHaveFocus()
    fireEvent.keyDown(link, { key: 'Enter' })
    expect(onRowActivate).not.toHaveBeenCalled()
  })

  it('activates a clicked row, but not a click on a link inside it', async () => {
    const user = userEvent.setup()
    const onRowActivate = vi.fn()
    render(<Table label="Пользователи" columns={columns} rows={customers(3)} getRowId={(row) => row.uuid} onRowActivate={onRowActivate} />)
    await user.click(screen.getByText('user2@example.com'))
    expect(onRowActivate).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'c-2' }))
    expect(dataRows()[1]).toHaveAttribute('data-active')

    const link = within(dataRows()[2]!).getByRole('link', { name: 'Открыть' })
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    expect(onRowActivate).toHaveBeenCalledTimes(1)
  })

  it('reports sorting from the header buttons and marks the sorted column with aria-sort', async () => {
    const user = userEvent.setup()
    const changes: TableSort[] = []
    function Sorted() {
      const [sort, setSort] = useState<TableSort>({ field: 'email', direction: 'asc' })
      return (
        <Table
          label="Пользователи"
          columns={columns}
          rows={customers(2)}
          getRowId={(row) => row.uuid}
          sort={sort}
          onSortChange={(next) => {
            changes.push(next)
            setSort(next)
          }}
        />
      )
    }
    render(<Sorted />)
    const emailHeader = screen.getByRole('columnheader', { name: 'Почта' })
    const balanceHeader = screen.getByRole('columnheader', { name: 'Баланс' })
    expect(emailHeader).toHaveAttribute('aria-sort', 'ascending')
    // A sortable column not sorted says so; a column that cannot be sorted says nothing of order.
    expect(balanceHeader).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Действия' })).not.toHaveAttribute('aria-sort')
    expect(within(screen.getByRole('columnheader', { name: 'Действия' })).queryByRole('button')).toBeNull()

    await user.click(within(emailHeader).getByRole('button', { name: 'Почта' }))
    expect(changes.at(-1)).toEqual({ field: 'email', direction: 'desc' })
    expect(emailHeader).toHaveAttribute('aria-sort', 'descending')

    await user.click(within(emailHeader).getByRole('button', { name: 'Почта' }))
    expect(changes.at(-1)).toEqual({ field: 'email', direction: 'asc' })

    await user.click(within(balanceHeader).getByRole('button', { name: 'Баланс' }))
    expect(changes.at(-1)).toEqual({ field: 'balance', direction: 'asc' })
    expect(balanceHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(emailHeader).toHaveAttribute('aria-sort', 'none')
  })

  it('groups rows under heading rows (groupOf), numbers every row in order, and moves over the rows alone', async () => {
    const user = userEvent.setup()
    const rows = customers(4)
    render(
      <Table
        label="Лента"
        columns={plainColumns}
        rows={rows}
        getRowId={(row) => row.uuid}
        groupOf={(row) => (rows.indexOf(row) < 2 ? '01.10.2026' : '02.10.2026')}
      />,
    )
    const grid = screen.getByRole('grid', { name: 'Лента' })
    expect(grid).toHaveAttribute('aria-rowcount', '7')
    const headings = within(grid)
      .getAllByRole('columnheader')
      .filter((cell) => cell.getAttribute('scope') === 'colgroup')
    expect(headings.map((cell) => cell.textContent)).toEqual(['01.10.2026', '02.10.2026'])
    const bodyRows = grid.querySelectorAll('tbody tr')
    expect([...bodyRows].map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4', '5', '6', '7'])
    await user.tab()
    await user.keyboard('jj')
    expect(grid.querySelector('tr[data-index="2"]')).toHaveFocus()
  })

  it('shows skeleton rows in an aria-busy container while loading', () => {
    const { container } = render(
      <Table label="Пользователи" columns={columns} rows={[]} getRowId={(row) => row.uuid} loading skeletonRows={4} />,
    )
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('grid'))
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-rowcount')
    expect(screen.queryByText('Ничего не найдено')).toBeNull()
    // Skeleton rows are hidden from assistive technology; only the header row is exposed.
    expect(screen.getAllByRole('row')).toHaveLength(1)
    expect(container.querySelectorAll('tbody tr')).toHaveLength(4)
  })

  it('shows the empty state, default or given', () => {
    const { rerender } = render(<Table label="Пользователи" columns={columns} rows={[]} getRowId={(row) => row.uuid} />)
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument()
    expect(screen.getByRole('grid').closest('[aria-busy]')).toBeNull()

    rerender(
      <Table
        label="Пользователи"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.uuid}
        empty={<p>Нет пользователей с таким статусом</p>}
      />,
    )
    expect(screen.getByText('Нет пользователей с таким статусом')).toBeInTheDocument()
  })
})

describe('Table with a long body', () => {
  const VIEWPORT = 720
  const ROW = 36

  // As the TanStack Virtual docs suggest for jsdom: give elements sizes (the scroll container its
  // client box, rows their height), since jsdom lays nothing out.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT)
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('renders only the rows in view of 10,000, numbered by their place in the whole list', () => {
    render(<Table label="Операции" columns={columns} rows={customers(10_000)} getRowId={(row) => row.uuid} />)
    const grid = screen.getByRole('grid', { name: 'Операции' })
    expect(grid).toHaveAttribute('aria-rowcount', '10001')
    const rendered = dataRows()
    expect(rendered.length).toBeGreaterThan(VIEWPORT / ROW - 1)
    expect(rendered.length).toBeLessThan(60)
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2')
    expect(screen.getByText('user1@example.com')).toBeInTheDocument()
    expect(screen.queryByText('user5000@example.com')).toBeNull()
  })

  it('keeps the header in the same table as the rows, so the columns stay aligned', () => {
    render(<Table label="Операции" columns={columns} rows={customers(10_000)} getRowId={(row) => row.uuid} />)
    const grid = screen.getByRole('grid')
    const headerCells = within(grid).getAllByRole('columnheader')
    const firstRowCells = within(dataRows()[0]!).getAllByRole('gridcell')
    expect(headerCells).toHaveLength(firstRowCells.length)
    expect(grid.querySelectorAll('col')).toHaveLength(columns.length)
    expect(grid.querySelectorAll('col')[1]).toHaveStyle({ width: 'max(120px, 8rem, 0px)' })
  })

  it('renders the rows further down once the page is scrolled: the table scrolls with the window', () => {
    render(<Table label="Операции" columns={columns} rows={customers(10_000)} getRowId={(row) => row.uuid} />)
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(5000 * ROW)
    fireEvent.scroll(window)
    expect(screen.getByText('user5001@example.com')).toBeInTheDocument()
    expect(screen.queryByText('user2@example.com')).toBeNull()
    expect(dataRows().length).toBeLessThan(60)
  })

  it('renders again only the rows that come into view on a small scroll step, not the ones still in view', () => {
    const rows = customers(10_000)
    const emailCell = vi.fn((row: Customer) => row.email)
    const counted: TableColumn<Customer>[] = [{ id: 'email', header: 'Почта', cell: emailCell }, plainColumns[1]!]
    render(<Table label="Операции" columns={counted} rows={rows} getRowId={(row) => row.uuid} />)
    // A jump renders no rows beyond the view; the next step brings them back.
    for (const top of [100, 101]) {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(top * ROW)
      fireEvent.scroll(window)
    }
    const inView = dataRows().length
    emailCell.mockClear()
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(103 * ROW)
    fireEvent.scroll(window)
    expect(screen.getByText('user104@example.com')).toBeInTheDocument()
    // Two rows scrolled in; every other row kept its element and was not rendered again.
    expect(emailCell.mock.calls.length).toBeLessThanOrEqual(2)
    expect(emailCell.mock.calls.length).toBeGreaterThan(0)
    expect(dataRows().length).toBe(inView)
  })

  it('keeps the header following the window by its own length variable, not one every cell inherits', () => {
    const { container } = render(<Table label="Операции" columns={columns} rows={customers(10_000)} getRowId={(row) => row.uuid} />)
    const box = container.firstElementChild as HTMLElement
    expect(box.style.getPropertyValue('--table-box-height')).toBe('')
    expect(within(box).getAllByRole('rowgroup')[0]!.style.getPropertyValue('--table-box-height')).toMatch(/^\d+px$/)
  })

  it('in a box of its own (maxHeight), renders the rows further down once the box is scrolled', () => {
    const { container } = render(
      <Table label="Операции" columns={columns} rows={customers(10_000)} getRowId={(row) => row.uuid} maxHeight="400px" />,
    )
    const scroller = container.firstElementChild as HTMLElement
    scroller.scrollTop = 5000 * ROW
    fireEvent.scroll(scroller)
    expect(screen.getByText('user5001@example.com')).toBeInTheDocument()
    expect(screen.queryByText('user2@example.com')).toBeNull()
    // The row Tab lands on stays mounted out of view, so the grid never leaves the tab order.
    expect(screen.getByText('user1@example.com').closest('tr')).toHaveAttribute('tabindex', '0')
    expect(dataRows().length).toBeLessThan(60)
    const first = dataRows().find((row) => row.textContent?.includes('user5001@example.com'))
    expect(first).toHaveAttribute('aria-rowindex', '5002')
  })

  it('jumps to the last of 10,000 rows with End and activates it with Enter', async () => {
    const user = userEvent.setup()
    const onRowActivate = vi.fn()
    render(
      <Table label="Операции" columns={plainColumns} rows={customers(10_000)} getRowId={(row) => row.uuid} onRowActivate={onRowActivate} />,
    )
    await user.tab()
    await user.keyboard('{End}')
    const last = dataRows().find((row) => row.getAttribute('aria-rowindex') === '10001')
    expect(last).toHaveFocus()
    expect(last).toHaveTextContent('user10000@example.com')
    expect(dataRows().length).toBeLessThan(60)
    await user.keyboard('{Enter}')
    expect(onRowActivate).toHaveBeenCalledWith(expect.objectContaining({ uuid: 'c-10000' }))
  })
})
