/** A limit from the budgets table of docs/testing.md: at most `max`, or at least `min`. */
export interface Budget {
  max?: number
  min?: number
}

/** One named measurement: a single value (sizes, scores of one run) or the median of several runs. */
export interface Figure {
  /** Stable key in the JSON, e.g. `sign_in.js_gzip_kib`. */
  name: string
  /** What it measures, for the table. */
  label: string
  unit: string
  median: number
  min: number
  max: number
  runs: number
  budget?: Budget
}

/** Something a group wanted to measure and could not, with the reason (e.g. the screen does not exist yet). */
export interface Unmeasured {
  name: string
  reason: string
}

export interface GroupResult {
  figures: Figure[]
  unmeasured: Unmeasured[]
}

export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('median of no samples')
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** A figure from repeated runs: median, with min and max beside it. */
export function figureFromSamples(base: Pick<Figure, 'name' | 'label' | 'unit' | 'budget'>, samples: readonly number[]): Figure {
  return { ...base, median: median(samples), min: Math.min(...samples), max: Math.max(...samples), runs: samples.length }
}

/** A figure measured once because it does not vary between runs (a file's size). */
export function exactFigure(base: Pick<Figure, 'name' | 'label' | 'unit' | 'budget'>, value: number): Figure {
  return figureFromSamples(base, [value])
}

export function isOverBudget(figure: Figure): boolean {
  const { budget } = figure
  if (!budget) return false
  return (budget.max !== undefined && figure.median > budget.max) || (budget.min !== undefined && figure.median < budget.min)
}

export function describeBudget(budget: Budget | undefined, unit: string): string {
  if (!budget) return ''
  const parts = []
  if (budget.min !== undefined) parts.push(`≥ ${budget.min} ${unit}`)
  if (budget.max !== undefined) parts.push(`≤ ${budget.max} ${unit}`)
  return parts.join(', ')
}

const round = (value: number): number => Math.round(value * 100) / 100

/** The JSON the bench prints: figures by name, each with its budget and whether it is over. */
export function toJson(figures: readonly Figure[]): Record<string, unknown> {
  return Object.fromEntries(
    figures.map((figure) => [
      figure.name,
      {
        unit: figure.unit,
        ...(figure.runs === 1
          ? { value: round(figure.median) }
          : { median: round(figure.median), min: round(figure.min), max: round(figure.max), runs: figure.runs }),
        ...(figure.budget ? { budget: describeBudget(figure.budget, figure.unit), over_budget: isOverBudget(figure) } : {}),
      },
    ]),
  )
}

/** A short fixed-width table of the figures, the over-budget ones flagged. */
export function formatTable(figures: readonly Figure[]): string {
  const rows = figures.map((figure) => [
    isOverBudget(figure) ? 'OVER' : '',
    figure.label,
    figure.runs === 1
      ? `${round(figure.median)} ${figure.unit}`
      : `${round(figure.median)} ${figure.unit} (${round(figure.min)}–${round(figure.max)}, n=${figure.runs})`,
    describeBudget(figure.budget, figure.unit),
  ])
  const header = ['', 'figure', 'median (min–max)', 'budget']
  return textTable(header, rows)
}

/** Rows under a header, each column padded to its widest cell, with a rule under the header. */
export function textTable(header: readonly string[], rows: readonly string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
