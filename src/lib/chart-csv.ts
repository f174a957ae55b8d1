/**
 * A chart's numbers as CSV (RFC 4180): a date column, then one column per series. Numbers keep
 * a point as the decimal mark and no grouping, so any spreadsheet or script reads them back as
 * numbers; a byte-order mark lets Excel see UTF-8 (the headers are Russian).
 */
import { secondsToDay } from './chart-data'

export interface CsvColumn {
  header: string
  values: readonly (number | null)[]
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/** Rows of `xs` (seconds, UTC midnight: written as YYYY-MM-DD) and the columns' values; a missing value is an empty cell. */
export function chartCsv(dateHeader: string, xs: readonly number[], columns: readonly CsvColumn[]): string {
  const lines = [[dateHeader, ...columns.map((column) => column.header)].map(quote).join(',')]
  for (let index = 0; index < xs.length; index += 1) {
    const cells = [secondsToDay(xs[index] ?? 0)]
    for (const column of columns) {
      const value = column.values[index]
      cells.push(value === null || value === undefined ? '' : String(value))
    }
    lines.push(cells.join(','))
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
