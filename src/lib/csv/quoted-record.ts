/** A record read from a text: its cells, where the next one starts, whether it ended in a line break and had its quotes wrong. */
export interface ReadRecord {
  fields: string[]
  next: number
  endsInLineBreak: boolean
  quoteError: boolean
}

const quoteCode = 34

/**
 * The record with quoted fields that starts at `start`, when it is well formed: each quoted field
 * closes (a doubled quote inside it is one quote) right before a separator or the line break, and
 * the record ends in a line break before the text does. Read so, it is what papaparse reads. Any
 * other record (a quote left open, text after a closing quote, the text's end) answers null, for
 * papaparse itself to read, errors and all.
 */
export function readQuotedRecord(text: string, start: number, separator: string, lineBreak: string): ReadRecord | null {
  const fields: string[] = []
  let cell = start
  for (;;) {
    if (text.charCodeAt(cell) !== quoteCode) {
      // Unquoted: up to the next separator or line break; a quote inside it is a character.
      const separatorAt = text.indexOf(separator, cell)
      const lineBreakAt = text.indexOf(lineBreak, cell)
      if (lineBreakAt === -1) return null
      if (separatorAt !== -1 && separatorAt < lineBreakAt) {
        fields.push(text.slice(cell, separatorAt))
        cell = separatorAt + 1
        continue
      }
      fields.push(text.slice(cell, lineBreakAt))
      return { fields, next: lineBreakAt + lineBreak.length, endsInLineBreak: true, quoteError: false }
    }
    let doubled = false
    let closing = text.indexOf('"', cell + 1)
    while (closing !== -1 && text.charCodeAt(closing + 1) === quoteCode) {
      doubled = true
      closing = text.indexOf('"', closing + 2)
    }
    if (closing === -1 || closing + 1 >= text.length) return null
    const value = text.slice(cell + 1, closing)
    fields.push(doubled ? value.replaceAll('""', '"') : value)
    if (text.startsWith(separator, closing + 1)) {
      cell = closing + 2
      continue
    }
    if (text.startsWith(lineBreak, closing + 1))
      return { fields, next: closing + 1 + lineBreak.length, endsInLineBreak: true, quoteError: false }
    return null
  }
}
