import { formatDate, formatDateTime } from './format'

/**
 * CSV files for spreadsheets used in Russia (Excel, LibreOffice in ru-RU): UTF-8 with a byte-order
 * mark (else Excel reads Cyrillic as Windows-1251), `;` between fields (`,` is the decimal mark),
 * money with a decimal comma and no grouping, dates as ru-RU writes them. Text that a spreadsheet
 * would run as a formula is neutralised (OWASP «CSV injection»).
 */

/** How a column's value is written: money is the contract's decimal string ("1234.50"). */
export type ExportKind = 'text' | 'number' | 'money' | 'date' | 'datetime'

export type ExportValue = string | number | null | undefined

/** One column of an exported list: its Russian header and the value of a row. */
export interface ExportColumn<Row> {
  header: string
  value: (row: Row) => ExportValue
  /** @default 'text' */
  kind?: ExportKind
}

export const csvSeparator = ';'
const lineEnd = '\r\n'
const byteOrderMark = '\uFEFF'

const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[;"\r\n]/
const decimalPattern = /^-?\d+(?:\.\d+)?$/

/** A text cell a spreadsheet would take for a formula gets an apostrophe before it. */
export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text
}

/** «1234,50» from "1234.50": a number a ru-RU spreadsheet reads, never rounded (the string is rewritten, not parsed). */
export function csvMoney(amount: string): string {
  const trimmed = amount.trim()
  if (!decimalPattern.test(trimmed)) return neutralizeFormula(trimmed)
  const [whole = '0', fraction = ''] = trimmed.split('.')
  return `${whole},${fraction.padEnd(2, '0')}`
}

function cellText(value: ExportValue, kind: ExportKind): string {
  if (value === null || value === undefined || value === '') return ''
  switch (kind) {
    case 'money':
      return csvMoney(String(value))
    case 'number':
      return typeof value === 'number' ? String(value).replace('.', ',') : neutralizeFormula(value)
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    case 'text':
      return neutralizeFormula(String(value))
  }
}

/** A field as written in the file: quoted (quotes doubled) when it holds `;`, a quote or a line break. */
export function quoteField(text: string): string {
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function line(fields: readonly string[]): string {
  return fields.map(quoteField).join(csvSeparator) + lineEnd
}

/** The file's start: the byte-order mark and the header line. */
export function csvHead<Row>(columns: readonly ExportColumn<Row>[]): string {
  return byteOrderMark + line(columns.map((column) => neutralizeFormula(column.header)))
}

/** The lines of `rows`, one chunk (a page of the list). */
export function csvLines<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  let text = ''
  for (const row of rows) text += line(columns.map((column) => cellText(column.value(row), column.kind ?? 'text')))
  return text
}

/** The days (YYYY-MM-DD, '' for open) an exported list was filtered to. */
export interface ExportPeriod {
  from: string
  to: string
}

/**
 * ASCII, from the list's id and the period it shows: «operations-2026-11-01--2026-11-15.csv»,
 * «operations-from-2026-11-01.csv», «operations-to-2026-11-15.csv»; a list of no period by the local
 * day of `now` («operations-2026-11-25.csv»).
 */
export function exportFileName(listId: string, now: Date, period: ExportPeriod = { from: '', to: '' }): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  const { from, to } = period
  if (from && to) return from === to ? `${listId}-${from}.csv` : `${listId}-${from}--${to}.csv`
  if (from) return `${listId}-from-${from}.csv`
  if (to) return `${listId}-to-${to}.csv`
  return `${listId}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
