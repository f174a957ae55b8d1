import { ColumnProfiler, type ColumnProfile } from './cells'
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

/**
 * The records of a file as papaparse gives them, chunk after chunk: the first one is the header,
 * blank lines are counted, every other record is kept as a row, checked against the header's
 * width and profiled (numeric columns, empty and formula-like cells).
 */
export class RecordTally {
  readonly rows = new RowStore()
  header: string[] | null = null
  blankLines = 0
  malformedCount = 0
  /** The first `malformedListLimit` malformed records. */
  readonly malformed: MalformedRow[] = []
  private profiler: ColumnProfiler | null = null
  /** The line the next record starts on. */
  private line = 1

  /**
   * One chunk's records. `quoteErrorRows`: indexes of those papaparse found a quote error in.
   * `text` tells what the chunk's text proves: that no field holds a newline (each record then
   * takes one line, and its fields need no scan), or U+0000 (the rows may then be packed).
   */
  add(records: readonly string[][], quoteErrorRows: ReadonlySet<number>, text: { fieldsMayHoldNewlines: boolean; hasNul: boolean }): void {
    const { fieldsMayHoldNewlines } = text
    const rows: string[][] = []
    for (let index = 0; index < records.length; index += 1) {
      const record = records[index] ?? []
      const startLine = this.line
      this.line += fieldsMayHoldNewlines ? 1 + newlinesIn(record) : 1
      if (record.length === 1 && record[0] === '') {
        this.blankLines += 1
        continue
      }
      if (this.header === null || this.profiler === null) {
        this.header = record
        this.profiler = new ColumnProfiler(record)
        continue
      }
      const width = this.header.length
      if (quoteErrorRows.has(index)) this.markMalformed({ line: startLine, problem: 'quotes', fields: record.length })
      else if (record.length !== width) {
        this.markMalformed({
          line: startLine,
          problem: record.length < width ? 'too-few-fields' : 'too-many-fields',
          fields: record.length,
        })
      }
      this.profiler.add(record)
      rows.push(record)
    }
    this.rows.add(rows, !text.hasNul)
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

  private markMalformed(entry: MalformedRow): void {
    this.malformedCount += 1
    if (this.malformed.length < malformedListLimit) this.malformed.push(entry)
  }
}

function newlinesIn(record: readonly string[]): number {
  let count = 0
  for (const field of record) {
    for (let index = field.indexOf('\n'); index !== -1; index = field.indexOf('\n', index + 1)) count += 1
  }
  return count
}
