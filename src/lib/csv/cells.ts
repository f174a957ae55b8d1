/**
 * A number as reports write it (optional minus, digits, a dot or comma before decimals): how many
 * decimals it has, or -1 for any other text. A scan, not a regular expression: the profile of a
 * 50 MB report runs it on a million cells.
 */
function numberDecimals(cell: string): number {
  const length = cell.length
  let index = cell.charCodeAt(0) === minus ? 1 : 0
  const integerStart = index
  while (index < length && isDigit(cell.charCodeAt(index))) index += 1
  if (index === integerStart) return -1
  if (index === length) return 0
  const separator = cell.charCodeAt(index)
  if (separator !== dot && separator !== comma) return -1
  const fractionStart = index + 1
  index = fractionStart
  while (index < length && isDigit(cell.charCodeAt(index))) index += 1
  return index === length && index > fractionStart ? length - fractionStart : -1
}

const minus = 45
const dot = 46
const comma = 44

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

export function isNumericCell(cell: string): boolean {
  return numberDecimals(cell) !== -1
}

/**
 * A text cell a spreadsheet would run as a formula (it starts with = + - @; a plain negative
 * number does not count). The reference server writes such cells with a leading apostrophe.
 */
export function isFormulaLike(cell: string): boolean {
  const first = cell.charCodeAt(0)
  // '=' 61, '+' 43, '-' 45, '@' 64
  return (first === 61 || first === 43 || first === 45 || first === 64) && !isNumericCell(cell)
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
      const decimals = numberDecimals(cell)
      if (decimals === -1) {
        this.numeric[column] = false
        continue
      }
      this.filled[column] = true
      // A decimal comma is the one character Number() does not read.
      this.sums[column] = (this.sums[column] ?? 0) + Number(cell.includes(',') ? cell.replace(',', '.') : cell)
      this.decimals[column] = Math.max(this.decimals[column] ?? 0, decimals)
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
