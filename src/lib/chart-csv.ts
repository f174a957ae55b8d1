/**
 * Chart numbers as CSV for a Russian Excel, which opens a file by a double click only in its own
 * dialect: a byte-order mark (UTF-8, the headers are Russian), `;` between fields, a decimal comma.
 * Numbers keep no grouping and an ASCII minus, so the spreadsheet reads them as numbers.
 */
import { secondsToDay } from './chart-data'

export interface CsvColumn {
  header: string
  values: readonly (number | null)[]
}

const separator = ';'

function quote(cell: string): string {
  return /[";\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
}

/** A number as Russian Excel reads it: «1500,5», «-20»; a missing value is an empty cell. */
export function csvNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return String(value).replace('.', ',')
}

/** Rows of text cells as a CSV file: quoted where needed, CRLF line ends, a byte-order mark first. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(quote).join(separator)).join('\r\n')}\r\n`
}

/** Rows of `xs` (seconds, UTC midnight: written as YYYY-MM-DD) and the columns' values. */
export function chartCsv(dateHeader: string, xs: readonly number[], columns: readonly CsvColumn[]): string {
  const rows = [[dateHeader, ...columns.map((column) => column.header)]]
  for (let index = 0; index < xs.length; index += 1) {
    rows.push([secondsToDay(xs[index] ?? 0), ...columns.map((column) => csvNumber(column.values[index]))])
  }
  return toCsv(rows)
}
