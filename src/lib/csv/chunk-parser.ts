import Papa from 'papaparse'
import type { CsvSeparator } from './dialect'
import type { RecordTally } from './records'

/** Where a chunk's records go (the file's RecordTally). */
export type RecordSink = Pick<RecordTally, 'add'>

/** Characters papaparse reads at a time; progress is reported after each chunk. */
export const chunkChars = 1 << 20
export type LineBreak = '\r\n' | '\n' | '\r'

const quote = '"'

/** A chunk's records, and how far into its text they reach. */
interface ParsedText {
  records: string[][]
  /** Indexes (in `records`) of the records papaparse found a quote error in. */
  quoteErrorRows: Set<number>
  consumed: number
}

/**
 * Text to papaparse's parser in chunks of at most `chunkChars`, as papaparse's own streamers do:
 * each chunk is parsed after the record that the previous one cut, and only the file's last chunk
 * may end in a record without a line break, so the latest chunk waits until more text comes.
 *
 * Lines without a quote go through papaparse's fast mode (a split on line breaks and separators,
 * which gives such lines the very cells of its full parser, several times faster); from a line that
 * holds a quote, the full parser reads one record, which may run over several lines.
 */
export class ChunkParser {
  private readonly fast: Papa.Parser
  private readonly full: Papa.Parser
  private waiting: string | null = null
  /** The record the previous chunk ended in, cut. */
  private partial = ''
  /** Where `partial` starts in the file's text. */
  private baseIndex = 0

  constructor(
    separator: CsvSeparator,
    private readonly lineBreak: LineBreak,
    private readonly tally: RecordSink,
    private readonly reportProgress: (parsedChars: number, done: boolean) => void,
  ) {
    this.fast = new Papa.Parser({ delimiter: separator, newline: lineBreak, fastMode: true })
    this.full = new Papa.Parser({ delimiter: separator, newline: lineBreak, fastMode: false, preview: 1 })
  }

  add(text: string): void {
    for (let start = 0; start < text.length; start += chunkChars) {
      if (this.waiting !== null) this.parse(this.waiting, false)
      this.waiting = text.slice(start, start + chunkChars)
    }
  }

  end(): void {
    this.parse(this.waiting ?? '', true)
  }

  private parse(chunk: string, last: boolean): void {
    const aggregate = this.partial + chunk
    const { records, quoteErrorRows, consumed } = this.records(aggregate, last)
    const nul = aggregate.indexOf('\u0000')
    this.tally.add(records, quoteErrorRows, {
      fieldsMayHoldNewlines: last || this.fieldsMayHoldNewlines(aggregate, consumed, records.length),
      hasNul: nul !== -1 && nul < consumed,
    })
    this.reportProgress(this.baseIndex + consumed, last)
    if (!last) {
      this.partial = aggregate.slice(consumed)
      this.baseIndex += consumed
    }
  }

  /**
   * The records of `text`, as papaparse's full parser reads them from its start; a cut last record
   * waits unless `last`. Like the full parser, the text of the file's end after its last line break
   * is one more record (an empty one for a file that ends in a line break).
   */
  private records(text: string, last: boolean): ParsedText {
    const parsed: ParsedText = { records: [], quoteErrorRows: new Set(), consumed: 0 }
    while (parsed.consumed < text.length) {
      const position = parsed.consumed
      const nextQuote = text.indexOf(quote, position)
      if (nextQuote === -1) {
        this.readFast(text.slice(position), !last, parsed)
        return parsed
      }
      const lineBreakBefore = text.lastIndexOf(this.lineBreak, nextQuote)
      const lineStart = lineBreakBefore < position ? position : lineBreakBefore + this.lineBreak.length
      // Whole lines, each ending in a line break: none is left waiting.
      if (lineStart > position) this.readFast(text.slice(position, lineStart), true, parsed)
      parsed.consumed = lineStart
      if (!this.readRecord(text, nextQuote, last, parsed)) return parsed
    }
    return parsed
  }

  /**
   * The record from `parsed.consumed` (the start of the line that holds `quote`), read by the full
   * parser; false when it goes on past the text (it waits for the next chunk). The parser is given
   * whole lines, from the quote's line on, twice as many each time the record is longer: the
   * text's whole rest would make it look for the next separator as far as the rest goes (a file of
   * one quoted column), for each record.
   */
  private readRecord(text: string, quoteAt: number, last: boolean, parsed: ParsedText): boolean {
    const start = parsed.consumed
    let end = start
    for (;;) {
      const lineBreak = text.indexOf(this.lineBreak, Math.max(quoteAt, end, start + 2 * (end - start)))
      end = lineBreak === -1 ? text.length : lineBreak + this.lineBreak.length
      const whole = end === text.length
      const result: Papa.ParseResult<string[]> = this.full.parse(text.slice(start, end), 0, !whole || !last)
      const [record] = result.data
      if (record) {
        if (result.errors.some((error) => error.type === 'Quotes')) parsed.quoteErrorRows.add(parsed.records.length)
        parsed.records.push(record)
        parsed.consumed = start + result.meta.cursor
        // A record that ends in a line break at the file's end: the empty record after it.
        if (last && result.meta.truncated && parsed.consumed === text.length) parsed.records.push([''])
        return true
      }
      if (whole) return false
    }
  }

  /** Lines without a quote from where `parsed` has got to, read by papaparse's fast mode. */
  private readFast(text: string, ignoreLastRow: boolean, parsed: ParsedText): void {
    const result: Papa.ParseResult<string[]> = this.fast.parse(text, 0, ignoreLastRow)
    for (const record of result.data) parsed.records.push(record)
    parsed.consumed += result.meta.cursor
  }

  /**
   * Whether a field of a chunk's records may hold a newline. Every record of a chunk but the last
   * ends in a line break; if the chunk's text has no more '\n' than those line breaks hold, no
   * field has one, and the records need no scan.
   */
  private fieldsMayHoldNewlines(aggregate: string, consumed: number, records: number): boolean {
    const inLineBreaks = this.lineBreak === '\r' ? 0 : records
    let newlines = 0
    for (let index = aggregate.indexOf('\n'); index !== -1 && index < consumed; index = aggregate.indexOf('\n', index + 1)) {
      newlines += 1
      if (newlines > inLineBreaks) return true
    }
    return false
  }
}
