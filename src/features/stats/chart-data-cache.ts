import { toChartData, type ChartData, type ColumnarSeries } from '../../lib/chart-data'

interface Computed {
  inputs: readonly unknown[]
  data: ChartData
}

// The last data built from each first answer (answers are immutable: a new answer is a new object).
const computedByAnswer = new WeakMap<ColumnarSeries, Computed>()

/**
 * The chart's uPlot data, the same array for the same answers: a query's status changing (a
 * refetch starting) must not hand uPlot new data, which would redraw and drop the zoom.
 * Not comparing, the previous-period columns are the current ones again (hidden, not copied).
 */
export function chartDataOf(
  answers: readonly (ColumnarSeries | undefined)[],
  previous: readonly (ColumnarSeries | undefined)[],
  keys: readonly string[],
  compare: boolean,
): ChartData | null {
  const ready = answers.filter((answer): answer is ColumnarSeries => answer !== undefined)
  const first = ready[0]
  if (!first || ready.length !== answers.length) return null
  const compared = compare ? previous : ready
  const inputs = [...ready, ...compared, ...keys]
  const last = computedByAnswer.get(first)
  if (last && last.inputs.length === inputs.length && last.inputs.every((input, index) => input === inputs[index])) return last.data
  const data = toChartData(ready, keys, compared)
  computedByAnswer.set(first, { inputs, data })
  return data
}
