/** A record read from a text: its cells, where the next one starts, whether it ended in a line break and had its quotes wrong. */
export interface ReadRecord {
  fields: string[]
  next: number
  endsInLineBreak: boolean
  quoteError: boolean
}

/**
 * Where the cells of a record lie in its text, as pairs of start and end (a quoted cell's inside,
 * without its quotes, a doubled quote still doubled): filled anew for each record and reused, so
 * a record's cells are profiled where they lie, no string made for them.
 */
export type CellRanges = number[]

const quoteCode = 34

/**
 * The record with quoted fields that starts at `start`, when it is well formed: each quoted field
 * closes (a doubled quote inside it is one quote) right before a separator or the line break, and
 * the record ends in a line break before the text does. Read so, it is what papaparse reads. Its
 * cells go to `cells`; answers where the next record starts. Any other record (a quote left open,
 * text after a closing quote, the text's end) answers -1, for papaparse itself to read, errors and all.
 */
export function readQuotedRecord(text: string, start: number, separator: string, lineBreak: string, cells: CellRanges): number {
  cells.length = 0
  let cell = start
  // Each searched for once and kept until a cell starts past it: a record's cells share them.
  let separatorAt = -2
  let lineBreakAt = -2
  for (;;) {
    if (text.charCodeAt(cell) !== quoteCode) {
      // Unquoted: up to the next separator or line break; a quote inside it is a character.
      if (separatorAt !== -1 && separatorAt < cell) separatorAt = text.indexOf(separator, cell)
      if (lineBreakAt < cell) lineBreakAt = text.indexOf(lineBreak, cell)
      if (lineBreakAt === -1) return -1
      if (separatorAt !== -1 && separatorAt < lineBreakAt) {
        cells.push(cell, separatorAt)
        cell = separatorAt + 1
        continue
      }
      cells.push(cell, lineBreakAt)
      return lineBreakAt + lineBreak.length
    }
    let closing = text.indexOf('"', cell + 1)
    while (closing !== -1 && text.charCodeAt(closing + 1) === quoteCode) closing = text.indexOf('"', closing + 2)
    if (closing === -1 || closing + 1 >= text.length) return -1
    cells.push(cell + 1, closing)
    if (text.startsWith(separator, closing + 1)) {
      cell = closing + 2
      continue
    }
    if (text.startsWith(lineBreak, closing + 1)) return closing + 1 + lineBreak.length
    return -1
  }
}

/** The values of the cells `readQuotedRecord` found: a doubled quote is one quote. */
export function cellValues(text: string, cells: CellRanges): string[] {
  const values: string[] = []
  for (let index = 0; index < cells.length; index += 2) {
    const value = text.slice(cells[index], cells[index + 1])
    values.push(value.includes('"') && text.charCodeAt((cells[index] ?? 0) - 1) === quoteCode ? value.replaceAll('""', '"') : value)
  }
  return values
}
