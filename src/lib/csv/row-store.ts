/** Between the cells of a row's search text; a query never holds it. */
const cellSeparator = '\u0000'

/**
 * The rows of one chunk of the file's text: the text itself and where each row lies in it. A
 * row without quotes is its text from `starts` to `ends`, split by the separator; a `quoted` one
 * is its record up to and with its line break, read again by the parser when asked for.
 */
interface StoredChunk {
  firstRow: number
  text: string
  starts: Int32Array
  ends: Int32Array
  quoted: Uint8Array
}

const initialCapacity = 1024

/**
 * The rows of a whole file, kept for windows of them and for the search. A 50 MB report has
 * 350,000 rows of 9 cells: as arrays of strings, that is millions of objects to make and for every
 * garbage collection to walk; kept as the decoded text and two offsets a row, it is a few objects
 * a chunk. A row is split when it is asked for.
 */
export class RowStore {
  private readonly chunks: StoredChunk[] = []
  private current: StoredChunk | null = null
  private currentRows = 0
  /** Rows of the chunks ended so far. */
  length = 0
  private lastChunkRows = 0

  /** `readQuoted`: the cells of a record that holds quotes, from its text (its line break included). */
  constructor(
    private readonly separator: string,
    private readonly readQuoted: (record: string) => string[],
  ) {}

  /** The rows pushed next lie in `text`. */
  startChunk(text: string): void {
    this.endChunk()
    // A file's chunks hold about as many rows each: room for the last one's and a quarter more, grown seldom.
    const capacity = Math.max(initialCapacity, Math.ceil(this.lastChunkRows * 1.25))
    this.current = {
      firstRow: this.length,
      text,
      starts: new Int32Array(capacity),
      ends: new Int32Array(capacity),
      quoted: new Uint8Array(capacity),
    }
  }

  /** A row of the current chunk: its text from `start` to `end`, a record to read again when `quoted`. */
  push(start: number, end: number, quoted: boolean): void {
    let chunk = this.current
    if (!chunk) throw new Error('no chunk started')
    const local = this.currentRows
    if (local === chunk.starts.length) chunk = this.grow(chunk)
    chunk.starts[local] = start
    chunk.ends[local] = end
    chunk.quoted[local] = quoted ? 1 : 0
    this.currentRows += 1
  }

  /** The current chunk is complete: kept (its arrays cut to its rows) unless it is empty. */
  endChunk(): void {
    const chunk = this.current
    this.current = null
    if (!chunk || this.currentRows === 0) return
    const rows = this.currentRows
    this.currentRows = 0
    this.lastChunkRows = rows
    this.length += rows
    this.chunks.push({
      ...chunk,
      starts: chunk.starts.slice(0, rows),
      ends: chunk.ends.slice(0, rows),
      quoted: chunk.quoted.slice(0, rows),
    })
  }

  /** Rows `start` to `end` (exclusive), those of them that exist. */
  slice(start: number, end: number): string[][] {
    const rows: string[][] = []
    for (let index = Math.max(0, start); index < Math.min(end, this.length); index += 1) rows.push(this.row(index))
    return rows
  }

  row(index: number): string[] {
    const { chunk, local } = this.locate(index)
    const text = chunk.text.slice(chunk.starts[local], chunk.ends[local])
    return chunk.quoted[local] ? this.readQuoted(text) : text.split(this.separator)
  }

  /** A row's cells joined by U+0000, for the search. */
  searchText(index: number): string {
    return this.row(index).join(cellSeparator)
  }

  private grow(chunk: StoredChunk): StoredChunk {
    const capacity = chunk.starts.length * 2
    const grown = { ...chunk, starts: new Int32Array(capacity), ends: new Int32Array(capacity), quoted: new Uint8Array(capacity) }
    grown.starts.set(chunk.starts)
    grown.ends.set(chunk.ends)
    grown.quoted.set(chunk.quoted)
    this.current = grown
    return grown
  }

  /** The chunk holding row `index` (a binary search over their first rows), and the row's place in it. */
  private locate(index: number): { chunk: StoredChunk; local: number } {
    if (index < 0 || index >= this.length) throw new RangeError(`no row ${index} of ${this.length}`)
    let low = 0
    let high = this.chunks.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((this.chunks[middle]?.firstRow ?? 0) <= index) low = middle
      else high = middle - 1
    }
    const chunk = this.chunks[low]
    if (!chunk) throw new RangeError(`no row ${index} of ${this.length}`)
    return { chunk, local: index - chunk.firstRow }
  }
}
