import Papa from 'papaparse'
import { ColumnProfiler, type ColumnProfile } from './cells'
import { detectSeparator, type CsvSeparator } from './dialect'
import { decoderFor, detectEncoding, type DetectedEncoding } from './encoding'

/** A record whose shape does not fit the header: listed with the line it starts on, never dropped. */
export interface MalformedRow {
  /** 1-based line of the file where the record starts (the header is line 1). */
  line: number
  problem: 'too-few-fields' | 'too-many-fields' | 'quotes'
  /** How many fields it has. */
  fields: number
}

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

export const malformedListLimit = 1000
/** Characters parsed between two progress reports. */
const chunkChars = 1 << 20

/** A parsed CSV file: its summary, its rows, and row windows of the whole file or of a search. */
export interface CsvDocument {
  summary: CsvSummary
  /** How many rows match `query` ('' for all). */
  count(query: string): number
  /** Rows `start` to `end` (exclusive) of those matching `query`. */
  rows(query: string, start: number, end: number): string[][]
}

/**
 * Parses a whole CSV file in chunks: encoding and separator detected, papaparse reading quoted
 * fields with separators and newlines, every record checked against the header. Meant for a worker:
 * the rows stay here, and the caller receives counts and the rows it shows.
 */
export function parseCsvDocument(bytes: Uint8Array, onProgress?: (progress: ParseProgress) => void): CsvDocument {
  const encoding = detectEncoding(bytes)
  const text = decoderFor(encoding).decode(bytes)
  const separator = detectSeparator(text.slice(0, 64 * 1024))
  const rows: string[][] = []
  const malformed: MalformedRow[] = []
  let malformedCount = 0
  // An object, not lets: the chunk callback assigns them, and TypeScript does not follow that.
  const found: { header: string[] | null; profiler: ColumnProfiler | null } = { header: null, profiler: null }
  let blankLines = 0
  let line = 1
  const markMalformed = (entry: MalformedRow) => {
    malformedCount += 1
    if (malformed.length < malformedListLimit) malformed.push(entry)
  }

  const reportProgress = (cursor: number) =>
    onProgress?.({ parsedBytes: Math.round((cursor / Math.max(1, text.length)) * bytes.length), totalBytes: bytes.length, rows: rows.length })

  Papa.parse<string[]>(text, {
    delimiter: separator,
    chunkSize: chunkChars,
    chunk(results: Papa.ParseResult<string[]>) {
      const quoteErrorRows = new Set(results.errors.filter((error) => error.type === 'Quotes').map((error) => error.row))
      results.data.forEach((record, index) => {
        const startLine = line
        line += 1 + newlinesIn(record)
        if (record.length === 1 && record[0] === '') {
          blankLines += 1
          return
        }
        if (found.header === null || found.profiler === null) {
          found.header = record
          found.profiler = new ColumnProfiler(record)
          return
        }
        const width = found.header.length
        if (quoteErrorRows.has(index)) markMalformed({ line: startLine, problem: 'quotes', fields: record.length })
        else if (record.length !== width) {
          markMalformed({ line: startLine, problem: record.length < width ? 'too-few-fields' : 'too-many-fields', fields: record.length })
        }
        found.profiler.add(record)
        rows.push(record)
      })
      reportProgress(results.meta.cursor)
    },
    complete: () => reportProgress(text.length),
  })

  const header = found.header ?? []
  const summary: CsvSummary = {
    encoding,
    separator,
    header,
    rowCount: rows.length,
    columnCount: header.length,
    blankLines,
    malformedCount,
    malformed,
    formulaCells: found.profiler?.formulaCells ?? 0,
    emptyCells: found.profiler?.emptyCells ?? 0,
    columns: found.profiler?.columns() ?? [],
    byteLength: bytes.length,
  }
  return createDocument(summary, rows)
}

function newlinesIn(record: readonly string[]): number {
  let count = 0
  for (const field of record) {
    if (field.length === 0 || field.indexOf('\n') === -1) continue
    for (let index = field.indexOf('\n'); index !== -1; index = field.indexOf('\n', index + 1)) count += 1
  }
  return count
}

function createDocument(summary: CsvSummary, rows: readonly string[][]): CsvDocument {
  let searchTexts: string[] | null = null
  const matches = new Map<string, number[]>()

  function matching(query: string): number[] | null {
    const needle = query.trim().toLocaleLowerCase('ru')
    if (needle === '') return null
    const known = matches.get(needle)
    if (known) return known
    // Built on the first search: one lower-cased line per row, cells joined by a character no query has.
    searchTexts ??= rows.map((row) => row.join('\u0000').toLocaleLowerCase('ru'))
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
      return view.slice(start, end).map((index) => rows[index] ?? [])
    },
  }
}
