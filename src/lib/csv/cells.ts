/**
 * A number as reports write it (optional minus, digits, a dot or comma before decimals) in
 * `text` from `start` to `end`: how many decimals it has, or -1 for any other text. A scan, not a
 * regular expression, over the file's text itself: the profile of a 50 MB report runs it on a
 * million cells, none of them cut out.
 */
function numberDecimals(text: string, start: number, end: number): number {
  let index = text.charCodeAt(start) === minus ? start + 1 : start
  const integerStart = index
  while (index < end && isDigit(text.charCodeAt(index))) index += 1
  if (index === integerStart) return -1
  if (index === end) return 0
  const separator = text.charCodeAt(index)
  if (separator !== dot && separator !== comma) return -1
  const fractionStart = index + 1
  index = fractionStart
  while (index < end && isDigit(text.charCodeAt(index))) index += 1
  return index === end && index > fractionStart ? end - fractionStart : -1
}

/** Digits a double holds exactly (2^53 has 16): up to them, digits / 10^decimals is the nearest double, as Number() reads it. */
const exactDigits = 15

/** The value of a number `numberDecimals` accepted, without cutting it out of the text. */
function numberValue(text: string, start: number, end: number, decimals: number): number {
  const negative = text.charCodeAt(start) === minus
  const digitCount = end - start - (negative ? 1 : 0) - (decimals > 0 ? 1 : 0)
  if (digitCount > exactDigits) return Number(text.slice(start, end).replace(',', '.'))
  let digits = 0
  for (let index = negative ? start + 1 : start; index < end; index += 1) {
    const code = text.charCodeAt(index)
    if (isDigit(code)) digits = digits * 10 + (code - 48)
  }
  const value = decimals > 0 ? digits / 10 ** decimals : digits
  return negative ? -value : value
}

const minus = 45
const dot = 46
const comma = 44

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57
}

export function isNumericCell(cell: string): boolean {
  return numberDecimals(cell, 0, cell.length) !== -1
}

/**
 * A text cell a spreadsheet would run as a formula (it starts with = + - @; a plain negative
 * number does not count). The reference server writes such cells with a leading apostrophe.
 */
export function isFormulaLike(cell: string): boolean {
  return formulaLike(cell, 0, cell.length)
}

function formulaLike(text: string, start: number, end: number): boolean {
  const first = text.charCodeAt(start)
  // '=' 61, '+' 43, '-' 45, '@' 64
  return (first === 61 || first === 43 || first === 45 || first === 64) && numberDecimals(text, start, end) === -1
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
    for (let column = 0; column < row.length; column += 1) {
      const cell = row[column] ?? ''
      this.cell(column, cell, 0, cell.length)
    }
    this.missingCells(row.length)
  }

  /**
   * Cell `column` of a row, `text` from `start` to `end`; a cell past the header's width is
   * counted too (a malformed row keeps nothing hidden), but profiles no column. A short row's
   * missing cells are the caller's to count (`missingCells`).
   */
  cell(column: number, text: string, start: number, end: number): void {
    if (start === end) {
      this.emptyCells += 1
      return
    }
    if (formulaLike(text, start, end)) this.formulaCells += 1
    if (column >= this.header.length || !this.numeric[column]) return
    const decimals = numberDecimals(text, start, end)
    if (decimals === -1) {
      this.numeric[column] = false
      return
    }
    this.filled[column] = true
    this.sums[column] = (this.sums[column] ?? 0) + numberValue(text, start, end, decimals)
    this.decimals[column] = Math.max(this.decimals[column] ?? 0, decimals)
  }

  /** A row of `fields` cells, fewer than the header's: its missing cells count as empty. */
  missingCells(fields: number): void {
    this.emptyCells += Math.max(0, this.header.length - fields)
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
