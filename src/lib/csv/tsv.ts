import { isFormulaLike } from './cells'

/**
 * Rows as tab-separated text, as spreadsheets take it from the clipboard: a cell with a tab,
 * a newline or a quote is quoted, and a cell that would run as a formula gets a leading apostrophe.
 */
export function toTsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(tsvCell).join('\t')).join('\r\n')
}

function tsvCell(cell: string): string {
  const text = isFormulaLike(cell) ? `'${cell}` : cell
  return /[\t\r\n"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
