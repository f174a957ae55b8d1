import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CopyableText, Table, type TableColumn } from '../../src/ui'

interface Account {
  uuid: string
  email: string
}

const longEmail = 'a-very-long-contact-address-of-an-account@example.com'
const rows: Account[] = [
  { uuid: 'a-1', email: longEmail },
  { uuid: 'a-2', email: 'short@example.com' },
]
const columns: TableColumn<Account>[] = [
  { id: 'email', header: 'Электронная почта', cell: (account) => <CopyableText value={account.email} what="почту" /> },
]

// jsdom lays nothing out: the long e-mail's own text box is wider inside than it shows, as a browser cuts it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.childElementCount === 0 && this.textContent === longEmail ? 400 : 100
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100)
})
afterEach(() => {
  vi.restoreAllMocks()
})

function cellOf(text: string): HTMLElement {
  const cell = screen.getByText(text).closest('td')
  if (cell === null) throw new Error(`no cell holds ${text}`)
  return cell
}

describe('a cut cell with a copy button', () => {
  it('gets its whole text as its title when the pointer is over it; a whole cell gets none', () => {
    render(<Table label="Кабинеты" columns={columns} rows={rows} getRowId={(account) => account.uuid} />)
    fireEvent.pointerOver(screen.getByText(longEmail))
    fireEvent.pointerOver(screen.getByText('short@example.com'))

    expect(cellOf(longEmail)).toHaveAttribute('title', longEmail)
    expect(cellOf('short@example.com')).not.toHaveAttribute('title')
    // The copy button keeps its own name.
    expect(screen.getByRole('button', { name: `Скопировать почту ${longEmail}` })).toBeInTheDocument()
  })

  it('gets its whole text as its title when its row takes keyboard focus', () => {
    render(<Table label="Кабинеты" columns={columns} rows={rows} getRowId={(account) => account.uuid} />)
    const row = cellOf(longEmail).closest('tr')
    if (row === null) throw new Error('no row')
    row.focus()

    expect(row).toHaveFocus()
    expect(cellOf(longEmail)).toHaveAttribute('title', longEmail)
  })
})
