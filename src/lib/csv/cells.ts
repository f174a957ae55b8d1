/** A number as reports write it: optional minus, digits, a dot or comma before decimals. */
const numberPattern = /^-?\d+(?:[.,]\d+)?$/

export function isNumericCell(cell: string): boolean {
  return numberPattern.test(cell)
}

/**
 * A text cell a spreadsheet would run as a formula (it starts with = + - @; a plain negative
 * number does not count). The reference server writes such cells with a leading apostrophe.
 */
export function isFormulaLike(cell: string): boolean {
  const first = cell.charCodeAt(0)
  // '=' 61, '+' 43, '-' 45, '@' 64
  return (first === 61 || first === 43 || first === 45 || first === 64) && !numberPattern.test(cell)
}

/** What a column holds: numbers only (blank cells aside) are summed and right-aligned. */
export interface ColumnProfile {
  name: string
  numeric: boolean
  /** The sum of a numeric column, rounded to its most decimals; 0 otherwise. */
  sum: number
  /** The most decimals one of its cells has. */
  decimals: number
}

/** Accumulates column profiles and cell counts over rows, one pass, as rows arrive. */
export class ColumnProfiler {
  private readonly numeric: boolean[]
  private readonly filled: boolean[]
  private readonly sums: number[]
  private readonly decimals: number[]
  formulaCells = 0
  emptyCells = 0

  constructor(private readonly header: readonly string[]) {
    this.numeric = header.map(() => true)
    this.filled = header.map(() => false)
    this.sums = header.map(() => 0)
    this.decimals = header.map(() => 0)
  }

  add(row: readonly string[]): void {
    const width = this.header.length
    for (let column = 0; column < width; column += 1) {
      const cell = row[column] ?? ''
      if (cell === '') {
        this.emptyCells += 1
        continue
      }
      if (isFormulaLike(cell)) this.formulaCells += 1
      if (!this.numeric[column]) continue
      if (!numberPattern.test(cell)) {
        this.numeric[column] = false
        continue
      }
      this.filled[column] = true
      const normalized = cell.replace(',', '.')
      this.sums[column] = (this.sums[column] ?? 0) + Number(normalized)
      const point = normalized.indexOf('.')
      if (point !== -1) this.decimals[column] = Math.max(this.decimals[column] ?? 0, normalized.length - point - 1)
    }
    // Cells past the header's width are counted too: a malformed row keeps nothing hidden.
    for (let column = width; column < row.length; column += 1) {
      const cell = row[column] ?? ''
      if (cell === '') this.emptyCells += 1
      else if (isFormulaLike(cell)) this.formulaCells += 1
    }
  }

  columns(): ColumnProfile[] {
    return this.header.map((name, column) => {
      const numeric = (this.numeric[column] ?? false) && (this.filled[column] ?? false)
      const decimals = this.decimals[column] ?? 0
      const sum = numeric ? Number((this.sums[column] ?? 0).toFixed(decimals)) : 0
      return { name, numeric, sum, decimals }
    })
  }
}
