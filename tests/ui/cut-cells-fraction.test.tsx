import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Table, type TableColumn } from '../../src/ui'

interface Account {
  uuid: string
  email: string
}

// Wider than its 112 px box by 0.17 px: Chromium draws its «…», yet scrollWidth and clientWidth both round to 112.
const cutByAFraction = 'g.popov@mail.ru'
const rows: Account[] = [
  { uuid: 'a-1', email: cutByAFraction },
  { uuid: 'a-2', email: 'a@b.ru' },
]
const columns: TableColumn<Account>[] = [
  // A part of the cell that cuts its own text, as CopyableText's text does.
  { id: 'email', header: 'Электронная почта', cell: (account) => <span style={{ overflowX: 'hidden' }}>{account.email}</span> },
]

// jsdom lays nothing out: every box is 112 px wide in whole pixels, and only the ranges measure text to the fraction.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(112)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(112)
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 112, 20))
  Range.prototype.getBoundingClientRect = function (this: Range) {
    return new DOMRect(0, 0, this.startContainer.textContent === cutByAFraction ? 112.17 : 40, 20)
  }
})
afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect')
})

describe('a cell cut by less than a pixel', () => {
  it('gets its whole text as its title under the pointer; a cell that fits gets none', () => {
    render(<Table label="Кабинеты" columns={columns} rows={rows} getRowId={(account) => account.uuid} />)
    fireEvent.pointerOver(screen.getByText(cutByAFraction))
    fireEvent.pointerOver(screen.getByText('a@b.ru'))

    expect(screen.getByText(cutByAFraction).closest('td')).toHaveAttribute('title', cutByAFraction)
    expect(screen.getByText('a@b.ru').closest('td')).not.toHaveAttribute('title')
  })
})
