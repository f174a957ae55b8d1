import Papa from 'papaparse'
import { ColumnProfiler, type ColumnProfile } from './cells'
import { cellValues, readQuotedRecord, type CellRanges, type ReadRecord } from './quoted-record'
import { RowStore } from './row-store'

/** A record whose shape does not fit the header: listed with the line it starts on, never dropped. */
export interface MalformedRow {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number
  problem: 'too-few-fields' | 'too-many-fields' | 'quotes'
  /** How many fields it has. */
  fields: number
}

export const malformedListLimit = 1000

export type LineBreak = '\r\n' | '\n' | '\r'

const quote = '"'
const carriageReturn = 13

/**
 * The records of a file's text, chunk after chunk, read as papaparse reads them: the first one is
 * the header, blank lines are counted, every other record is kept as a row, checked against the
 * header's width and profiled (numeric columns, empty and formula-like cells).
 *
 * A record without a quote (most of them) is its text up to the line break, split by the
 * separator: it is profiled and kept where it lies in the text, no string or array made for it.
 * A record with a quote is read by papaparse itself (quoted fields with separators, line breaks
 * and doubled quotes, and its errors), so every file reads as papaparse reads it.
 */
export class RecordTally {
  readonly rows: RowStore
  header: string[] | null = null
  blankLines = 0
  malformedCount = 0
  /** The first `malformedListLimit` malformed records. */
  readonly malformed: MalformedRow[] = []
  private profiler: ColumnProfiler | null = null
  /** The line the next record starts on. */
  private line = 1
  /** Where the cells of the last record with quotes lie (see readQuotedRecord). */
  private readonly cells: CellRanges = []
  /** Reads one record from the start of its text. */
  private readonly quotedParser: Papa.Parser

  constructor(
    private readonly separator: string,
    private readonly lineBreak: LineBreak,
  ) {
    this.quotedParser = new Papa.Parser({ delimiter: separator, newline: lineBreak, preview: 1 })
    this.rows = new RowStore(separator, (record) => {
      const parsed: Papa.ParseResult<string[]> = this.quotedParser.parse(record, 0, false)
      return parsed.data[0] ?? ['']
    })
  }

  /**
   * The records of `text` that end in a line break, and when it is the `last` text of the file,
   * the one after them too. Answers how many characters were read: the rest is a record cut short,
   * to be read again at the start of the next text.
   */
  read(text: string, last: boolean): number {
    const length = text.length
    const scan = new TextScan(text, this.separator, this.lineBreak)
    this.rows.startChunk(text)
    let start = 0
    // After a record that ended in a line break, papaparse reads one more (empty) at the text's end.
    let afterLineBreak = true
    while (start < length) {
      const end = scan.recordEnd(start)
      const quoteAt = scan.quoteFrom(start)
      if (quoteAt !== -1 && (end === -1 || quoteAt < end)) {
        const next = readQuotedRecord(text, start, this.separator, this.lineBreak, this.cells)
        if (next !== -1) {
          afterLineBreak = true
          this.rangedRecord(text, scan.lineFeedsIn(start, next - this.lineBreak.length))
          this.rows.push(start, next, true)
          start = next
          continue
        }
        const record = this.readByPapaparse(text, start, last)
        // Cut short by the text's end: read again with the next text.
        if (!record) break
        afterLineBreak = record.endsInLineBreak
        const recordEnd = afterLineBreak ? record.next - this.lineBreak.length : record.next
        this.quotedRecord(record.fields, record.quoteError, scan.lineFeedsIn(start, recordEnd))
        this.rows.push(start, record.next, true)
        start = record.next
        continue
      }
      if (end === -1) {
        if (!last) break
        this.plainRecord(scan, start, length, scan.lineFeedsIn(start, length))
        afterLineBreak = false
        start = length
        break
      }
      this.plainRecord(scan, start, end, scan.lineFeedsBefore(start, end))
      start = end + this.lineBreak.length
    }
    if (last && length > 0 && start === length && afterLineBreak) this.plainRecord(scan, length, length, 0)
    this.rows.endChunk()
    return start
  }

  /** The record at `start` as papaparse reads it, or null when the text's end cuts it. */
  private readByPapaparse(text: string, start: number, last: boolean): ReadRecord | null {
    const parsed: Papa.ParseResult<string[]> = this.quotedParser.parse(text.slice(start), 0, !last)
    const fields = parsed.data[0]
    if (!fields) return null
    return {
      fields,
      next: start + parsed.meta.cursor,
      // Stopped after one record, not at the text's end.
      endsInLineBreak: parsed.meta.truncated,
      quoteError: parsed.errors.some((error) => error.type === 'Quotes'),
    }
  }

  get formulaCells(): number {
    return this.profiler?.formulaCells ?? 0
  }

  get emptyCells(): number {
    return this.profiler?.emptyCells ?? 0
  }

  columns(): ColumnProfile[] {
    return this.profiler?.columns() ?? []
  }

  /** A record without quotes, `text` from `start` to `end`, holding `lineFeeds` newlines in its fields. */
  private plainRecord(scan: TextScan, start: number, end: number, lineFeeds: number): void {
    const startLine = this.line
    this.line += 1 + lineFeeds
    if (start === end) {
      this.blankLines += 1
      return
    }
    const { profiler } = this
    if (this.header === null || profiler === null) {
      this.header = scan.text.slice(start, end).split(this.separator)
      this.profiler = new ColumnProfiler(this.header)
      return
    }
    let fields = 0
    for (let cellStart = start; ; fields += 1) {
      const cellEnd = scan.cellEnd(cellStart, end)
      profiler.cell(fields, scan.text, cellStart, cellEnd)
      if (cellEnd === end) break
      cellStart = cellEnd + 1
    }
    fields += 1
    profiler.missingCells(fields)
    this.checkWidth(startLine, fields, false)
    this.rows.push(start, end, false)
  }

  /** A well-formed record with quotes, its cells where `readQuotedRecord` found them, holding `lineFeeds` newlines in its fields. */
  private rangedRecord(text: string, lineFeeds: number): void {
    const { cells, profiler } = this
    if (this.header === null || profiler === null) {
      this.quotedRecord(cellValues(text, cells), false, lineFeeds)
      return
    }
    const startLine = this.line
    this.line += 1 + lineFeeds
    // A doubled quote left doubled changes no profile: such a cell is neither a number nor a formula.
    for (let index = 0; index < cells.length; index += 2) profiler.cell(index / 2, text, cells[index] ?? 0, cells[index + 1] ?? 0)
    const fields = cells.length / 2
    profiler.missingCells(fields)
    this.checkWidth(startLine, fields, false)
  }

  /** A record papaparse read, holding `lineFeeds` newlines in its fields. */
  private quotedRecord(fields: string[], quoteError: boolean, lineFeeds: number): void {
    const startLine = this.line
    this.line += 1 + lineFeeds
    if (this.header === null || this.profiler === null) {
      this.header = fields
      this.profiler = new ColumnProfiler(fields)
      return
    }
    this.profiler.add(fields)
    this.checkWidth(startLine, fields.length, quoteError)
  }

  private checkWidth(line: number, fields: number, quoteError: boolean): void {
    const width = this.header?.length ?? 0
    if (quoteError) this.markMalformed({ line, problem: 'quotes', fields })
    else if (fields !== width) this.markMalformed({ line, problem: fields < width ? 'too-few-fields' : 'too-many-fields', fields })
  }

  private markMalformed(entry: MalformedRow): void {
    this.malformedCount += 1
    if (this.malformed.length < malformedListLimit) this.malformed.push(entry)
  }
}

/**
 * Where the next quote, separator and newline of a text are, each searched for once and
 * remembered until passed: a text is scanned in a few passes of `indexOf`, never a character at a
 * time, and a search that finds nothing is not repeated.
 */
class TextScan {
  private nextQuote = -2
  private nextSeparator = -2
  private nextLineFeed = -2
  /** Line feeds without a carriage return that the last `recordEnd` passed (a line break of "\r\n"). */
  private loneLineFeeds = 0

  constructor(
    readonly text: string,
    private readonly separator: string,
    private readonly lineBreak: LineBreak,
  ) {}

  /** The first quote at `from` or after, or -1. */
  quoteFrom(from: number): number {
    if (this.nextQuote !== -1 && this.nextQuote < from) this.nextQuote = this.text.indexOf(quote, from)
    return this.nextQuote
  }

  /** Where the record without quotes that starts at `start` ends: its line break, or -1. */
  recordEnd(start: number): number {
    const { text } = this
    this.loneLineFeeds = 0
    if (this.lineBreak !== '\r\n') return text.indexOf(this.lineBreak, start)
    // A line feed without a carriage return before it is a character of a field.
    for (let at = text.indexOf('\n', start); at !== -1; at = text.indexOf('\n', at + 1)) {
      if (at > start && text.charCodeAt(at - 1) === carriageReturn) return at - 1
      this.loneLineFeeds += 1
    }
    return -1
  }

  /** The end of the cell that starts at `start` in a record without quotes that ends at `end`. */
  cellEnd(start: number, end: number): number {
    if (this.nextSeparator !== -1 && this.nextSeparator < start) this.nextSeparator = this.text.indexOf(this.separator, start)
    return this.nextSeparator === -1 || this.nextSeparator > end ? end : this.nextSeparator
  }

  /** Newlines in the fields of the record without quotes that `recordEnd` last found the line break of, at `end`. */
  lineFeedsBefore(start: number, end: number): number {
    // A line break of "\n" leaves none in fields, one of "\r\n" only those `recordEnd` passed.
    if (this.lineBreak === '\r') return this.lineFeedsIn(start, end)
    return this.loneLineFeeds
  }

  /** Newlines from `start` to `end`. */
  lineFeedsIn(start: number, end: number): number {
    if (this.nextLineFeed !== -1 && this.nextLineFeed < start) this.nextLineFeed = this.text.indexOf('\n', start)
    let count = 0
    while (this.nextLineFeed !== -1 && this.nextLineFeed < end) {
      count += 1
      this.nextLineFeed = this.text.indexOf('\n', this.nextLineFeed + 1)
    }
    return count
  }
}
