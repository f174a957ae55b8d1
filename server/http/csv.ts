import { reportCsvSeparator as csvSeparator } from '../../contract/endpoints/finance'

/**
 * CSV as RFC 4180 describes it, in the dialect the reference server writes: `;` between cells,
 * CRLF between records, UTF-8 with a byte-order mark (so spreadsheet programs read Cyrillic).
 * Text cells that a spreadsheet would take for a formula (starting with = + - @, a tab or CR) get
 * a leading apostrophe; numbers are written as numbers ("1500.00", "-3") and never touched.
 */

export type CsvCell = string | number | null | { number: string }

const byteOrderMark = '\ufeff'

function textCell(text: string): string {
  const neutralised = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[";\r\n,]/.test(neutralised) || neutralised !== neutralised.trim() ? `"${neutralised.replaceAll('"', '""')}"` : neutralised
}

function cell(value: CsvCell): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  if (typeof value === 'object') return value.number
  return textCell(value)
}

/** The whole file: header and rows, BOM first. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(textCell), ...rows.map((row) => row.map(cell))].map((cells) => cells.join(csvSeparator))
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`
}
