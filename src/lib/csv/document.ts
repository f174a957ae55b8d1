import Papa from 'papaparse'
import type { ColumnProfile } from './cells'
import { detectSeparator, type CsvSeparator } from './dialect'
import { StreamingDecoder, type DetectedEncoding } from './encoding'
import { RecordTally, type LineBreak, type MalformedRow } from './records'
import type { RowStore } from './row-store'

export { malformedListLimit, type MalformedRow } from './records'

export interface CsvSummary {
  encoding: DetectedEncoding
  separator: CsvSeparator
  header: string[]
  /** Data records, malformed ones included (the header and blank lines are not). */
  rowCount: number
  columnCount: number
  blankLines: number
  malformedCount: number
  /** The first `malformedListLimit` malformed records. */
  malformed: MalformedRow[]
  formulaCells: number
  emptyCells: number
  columns: ColumnProfile[]
  byteLength: number
}

export interface ParseProgress {
  parsedBytes: number
  totalBytes: number
  rows: number
}

/** Characters read at a time; progress is reported after each chunk. */
const chunkChars = 1 << 20
/** How much text the separator is guessed from. */
const separatorSampleChars = 64 * 1024
const lineBreaks: readonly LineBreak[] = ['\r\n', '\n', '\r']

/** A parsed CSV file: its summary, its rows, and row windows of the whole file or of a search. */
export interface CsvDocument {
  summary: CsvSummary
  /** How many rows match `query` ('' for all). */
  count(query: string): number
  /** Rows `start` to `end` (exclusive) of those matching `query`. */
  rows(query: string, start: number, end: number): string[][]
}

/** A CSV file parsed as its parts arrive, so that parsing overlaps their transfer. */
export interface CsvDocumentParser {
  /** The next part of the file: decoded and parsed as far as it goes. */
  push(part: Uint8Array): void
  /** The file has ended: parses the rest. */
  finish(): CsvDocument
}

/**
 * Parses a CSV file of `totalBytes` that arrives in parts: encoding and separator detected,
 * records read as papaparse reads them (records.ts), quoted fields with separators and newlines
 * included, every record checked against the header. The result does not depend on how the file is
 * cut into parts: the encoding, separator and line break are found as in the whole file, and each
 * chunk carries a cut record over to the next one. Meant for a worker: the rows stay here, the caller receives counts and the rows it shows.
 */
export function createCsvDocumentParser(totalBytes: number, onProgress?: (progress: ParseProgress) => void): CsvDocumentParser {
  return new StreamingCsvParser(totalBytes, onProgress)
}

class StreamingCsvParser implements CsvDocumentParser {
  private readonly decoder = new StreamingDecoder()
  /** The text before the dialect is known: the separator and line break are guessed from its start. */
  private head = ''
  private dialect: { separator: CsvSeparator; chunks: ChunkParser } | null = null
  private receivedBytes = 0
  private decodedChars = 0
  private parsedBytes = 0

  constructor(
    private readonly totalBytes: number,
    private readonly onProgress?: (progress: ParseProgress) => void,
  ) {}

  push(part: Uint8Array): void {
    this.receivedBytes += part.length
    const text = this.decoder.decode(part)
    this.decodedChars += text.length
    if (this.dialect) this.dialect.chunks.add(text)
    else {
      this.head += text
      // One character more than a chunk: a byte-order mark may still be dropped from its start.
      if (this.head.length > chunkChars) this.findDialect().chunks.add(this.takeHead())
    }
  }

  finish(): CsvDocument {
    const { text, encoding } = this.decoder.end()
    this.decodedChars += text.length
    this.head += text
    const { separator, chunks } = this.dialect ?? this.findDialect()
    chunks.add(this.takeHead())
    chunks.end()
    const { tally } = chunks
    const header = tally.header ?? []
    const summary: CsvSummary = {
      encoding,
      separator,
      header,
      rowCount: tally.rows.length,
      columnCount: header.length,
      blankLines: tally.blankLines,
      malformedCount: tally.malformedCount,
      malformed: tally.malformed,
      formulaCells: tally.formulaCells,
      emptyCells: tally.emptyCells,
      columns: tally.columns(),
      byteLength: this.totalBytes,
    }
    return createDocument(summary, tally.rows)
  }

  private findDialect(): { separator: CsvSeparator; chunks: ChunkParser } {
    const separator = detectSeparator(this.head.slice(0, separatorSampleChars))
    // papaparse drops a byte-order mark that decoding left (a file that starts with two of them).
    if (this.head.charCodeAt(0) === 0xfeff) this.head = this.head.slice(1)
    const lineBreak = lineBreakOf(this.head.slice(0, chunkChars), separator)
    this.dialect = {
      separator,
      chunks: new ChunkParser(new RecordTally(separator, lineBreak), lineBreak, (cursor, done) => this.reportProgress(cursor, done)),
    }
    return this.dialect
  }

  private takeHead(): string {
    const head = this.head
    this.head = ''
    return head
  }

  private reportProgress(parsedChars: number, done: boolean): void {
    // Characters and bytes differ in Cyrillic UTF-8: the bytes read so far are shared out by characters.
    const estimate = done ? this.totalBytes : Math.round((this.receivedBytes * parsedChars) / Math.max(1, this.decodedChars))
    this.parsedBytes = Math.max(this.parsedBytes, Math.min(this.totalBytes, estimate))
    this.onProgress?.({ parsedBytes: this.parsedBytes, totalBytes: this.totalBytes, rows: this.dialect?.chunks.tally.rows.length ?? 0 })
  }
}

/** A whole CSV file at once (see createCsvDocumentParser). */
export function parseCsvDocument(bytes: Uint8Array, onProgress?: (progress: ParseProgress) => void): CsvDocument {
  const parser = createCsvDocumentParser(bytes.length, onProgress)
  parser.push(bytes)
  return parser.finish()
}

/** The line break papaparse guesses from the start of a file (it guesses from its first chunk). */
function lineBreakOf(start: string, separator: CsvSeparator): LineBreak {
  const guessed = Papa.parse<string[]>(start, { delimiter: separator, preview: 1 }).meta.linebreak
  return lineBreaks.find((lineBreak) => lineBreak === guessed) ?? '\n'
}

/**
 * A cut record longer than this is read again with the whole next chunk (a quote left open runs to
 * the file's end), not completed line by line.
 */
const cutRecordLimit = 64 * 1024

/**
 * Text to the records' reader in chunks of at most `chunkChars`: only the file's last chunk may
 * end in a record without a line break, so the latest chunk waits until more text comes. A record
 * that a chunk cuts is completed with the next one's first line (lines, while it stays cut): the
 * chunk itself is read where it lies, never copied into one string with the cut record (a
 * two-megabyte copy per chunk, which cost more than reading it).
 */
class ChunkParser {
  private waiting: string | null = null
  /** The record the previous chunk ended in, cut. */
  private partial = ''
  /** Characters of the file read so far. */
  private parsedChars = 0
  private readonly lineEndChar: string

  constructor(
    readonly tally: RecordTally,
    lineBreak: LineBreak,
    private readonly reportProgress: (parsedChars: number, done: boolean) => void,
  ) {
    this.lineEndChar = lineBreak === '\r' ? '\r' : '\n'
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
    let rest = chunk
    while (this.partial !== '' && rest !== '' && this.partial.length < cutRecordLimit) {
      const lineEnd = rest.indexOf(this.lineEndChar)
      const take = lineEnd === -1 ? rest.length : lineEnd + 1
      const line = rest.slice(0, take)
      rest = rest.slice(take)
      this.read(this.partial + line, last && rest === '')
    }
    this.read(this.partial + rest, last)
    this.reportProgress(this.parsedChars, last)
  }

  private read(text: string, last: boolean): void {
    const consumed = this.tally.read(text, last)
    this.partial = last ? '' : text.slice(consumed)
    this.parsedChars += last ? text.length : consumed
  }
}

function createDocument(summary: CsvSummary, rows: RowStore): CsvDocument {
  let searchTexts: string[] | null = null
  const matches = new Map<string, number[]>()

  function matching(query: string): number[] | null {
    const needle = query.trim().toLocaleLowerCase('ru')
    if (needle === '') return null
    const known = matches.get(needle)
    if (known) return known
    // Built on the first search: one lower-cased line per row, cells joined by a character no query has.
    if (!searchTexts) {
      searchTexts = new Array<string>(rows.length)
      for (let index = 0; index < rows.length; index += 1) searchTexts[index] = rows.searchText(index).toLocaleLowerCase('ru')
    }
    const found: number[] = []
    searchTexts.forEach((rowText, index) => {
      if (rowText.includes(needle)) found.push(index)
    })
    // Only the latest search is kept: a view over 100,000 rows is worth little once the query changed.
    matches.clear()
    matches.set(needle, found)
    return found
  }

  return {
    summary,
    count: (query) => matching(query)?.length ?? rows.length,
    rows(query, start, end) {
      const view = matching(query)
      if (view === null) return rows.slice(start, end)
      return view.slice(start, end).map((index) => rows.row(index))
    },
  }
}
