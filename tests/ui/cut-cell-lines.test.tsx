import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatMoney } from '../../src/lib/format'
import { Table, type TableColumn } from '../../src/ui'

interface Operation {
  uuid: string
  description: string
  reversal: string
}

const operations: Operation[] = [
  { uuid: 'o-1', description: 'Пополнение через банк', reversal: `Сторнировано: ${formatMoney('7000.00')}, finance@example.com` },
]
// A description with a match highlighted inside a word, and the reversal's note on a line of its own
// (displays given inline: jsdom has no browser's default styles, and lays a <mark> out as a block).
const columns: TableColumn<Operation>[] = [
  {
    id: 'description',
    header: 'Описание',
    cell: (operation) => (
      <>
        <mark style={{ display: 'inline' }}>Попол</mark>нение через банк
        <span style={{ display: 'block' }}>{operation.reversal}</span>
      </>
    ),
  },
]

// jsdom lays nothing out: the cell is wider inside than it shows, as a browser cuts it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'TD' ? 400 : 100
  })
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('a cut cell of two lines', () => {
  it('gets a title that reads as the lines do: a space between them (spaces inside an amount kept), none inside a highlighted word', () => {
    render(<Table label="Операции" columns={columns} rows={operations} getRowId={(operation) => operation.uuid} />)
    const note = screen.getByText(/^Сторнировано/)
    fireEvent.pointerOver(note)

    expect(note.closest('td')).toHaveAttribute(
      'title',
      `Пополнение через банк Сторнировано: ${formatMoney('7000.00')}, finance@example.com`,
    )
  })
})
