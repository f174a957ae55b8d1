/** Between the cells of a packed row; a query never holds it, so the search may join cells with it too. */
const cellSeparator = '\u0000'

/**
 * The rows of one papaparse chunk: packed into one string with the end of each row, or kept as
 * arrays when a cell holds the separator itself.
 */
type StoredChunk = { firstRow: number; rowCount: number } & ({ text: string; rowEnds: Int32Array } | { rows: string[][] })

/**
 * The rows of a whole file, kept for windows of them and for the search. A 50 MB report has
 * 350,000 rows of 9 cells: as arrays of strings, that is millions of objects that every garbage
 * collection walks or copies; packed per chunk, it is two objects a chunk. A row is split again
 * when it is asked for.
 */
export class RowStore {
  private readonly chunks: StoredChunk[] = []
  length = 0

  /** One chunk's rows; `packable` when the chunk's text has no separator character, so none of its cells has. */
  add(rows: string[][], packable: boolean): void {
    if (rows.length === 0) return
    const placement = { firstRow: this.length, rowCount: rows.length }
    if (packable) {
      const texts = rows.map((row) => row.join(cellSeparator))
      const rowEnds = new Int32Array(texts.length)
      let end = 0
      texts.forEach((text, index) => {
        end += text.length
        rowEnds[index] = end
      })
      this.chunks.push({ ...placement, text: texts.join(''), rowEnds })
    } else {
      this.chunks.push({ ...placement, rows })
    }
    this.length += rows.length
  }

  /** Rows `start` to `end` (exclusive), those of them that exist. */
  slice(start: number, end: number): string[][] {
    const rows: string[][] = []
    for (let index = Math.max(0, start); index < Math.min(end, this.length); index += 1) rows.push(this.row(index))
    return rows
  }

  row(index: number): string[] {
    const chunk = this.chunkOf(index)
    const local = index - chunk.firstRow
    if ('rows' in chunk) return chunk.rows[local] ?? []
    return this.packedText(chunk, local).split(cellSeparator)
  }

  /** A row's cells joined by U+0000, for the search. */
  searchText(index: number): string {
    const chunk = this.chunkOf(index)
    const local = index - chunk.firstRow
    if ('rows' in chunk) return (chunk.rows[local] ?? []).join(cellSeparator)
    return this.packedText(chunk, local)
  }

  private packedText(chunk: { text: string; rowEnds: Int32Array }, local: number): string {
    return chunk.text.slice(local === 0 ? 0 : chunk.rowEnds[local - 1], chunk.rowEnds[local])
  }

  /** The chunk holding row `index` (a binary search over their first rows). */
  private chunkOf(index: number): StoredChunk {
    let low = 0
    let high = this.chunks.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if ((this.chunks[middle]?.firstRow ?? 0) <= index) low = middle
      else high = middle - 1
    }
    const chunk = this.chunks[low]
    if (!chunk || index < 0 || index >= this.length) throw new RangeError(`no row ${index} of ${this.length}`)
    return chunk
  }
}
