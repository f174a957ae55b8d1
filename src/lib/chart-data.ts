/**
 * Pure helpers between the contract's columnar series (`{dates, series: {key: number[]}}`) and
 * uPlot's aligned data (`[xs, ys1, ys2, ...]`): days as timestamps, the compare period, the change
 * between two values. Days are calendar days: each is placed at its UTC midnight and shown in UTC,
 * so no time zone ever moves a day.
 */

const secondsPerDay = 86_400
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Seconds since the epoch of a day's UTC midnight: «2026-10-05» → 1791158400. */
export function dayToSeconds(day: string): number {
  const match = dayPattern.exec(day)
  if (!match) throw new RangeError(`Not a day: "${day}"`)
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 1000
}

/** The day (YYYY-MM-DD) of a UTC timestamp in seconds. */
export function secondsToDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10)
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return secondsToDay(dayToSeconds(day) + days * secondsPerDay)
}

/** Days from `from` to `to`, both counted: 2026-10-01..2026-10-07 → 7. */
export function daysInRange(from: string, to: string): number {
  return Math.round((dayToSeconds(to) - dayToSeconds(from)) / secondsPerDay) + 1
}

/** The local calendar day of a moment, YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export interface DaySpan {
  from: string
  to: string
}

/** The span of the same length just before `span`: 2026-10-08..2026-10-14 → 2026-10-01..2026-10-07. */
export function previousSpan(span: DaySpan): DaySpan {
  const length = daysInRange(span.from, span.to)
  return { from: addDays(span.from, -length), to: addDays(span.from, -1) }
}

/** A series answer of the contract, any keys. */
export interface ColumnarSeries {
  dates: readonly string[]
  series: { readonly [key: string]: number[] }
}

/** A column uPlot draws: numbers, null where a value is missing (a gap). Mutable only because uPlot's types ask so. */
export type ChartColumn = (number | null)[]

/** uPlot's aligned data: the x values (seconds), then one column per series. */
export type ChartData = [xs: number[], ...columns: ChartColumn[]]

/** The timestamps of the answer's days: the only per-point copy. */
export function toTimestamps(dates: readonly string[]): number[] {
  const xs = new Array<number>(dates.length)
  for (let index = 0; index < dates.length; index += 1) xs[index] = dayToSeconds(dates[index] ?? '')
  return xs
}

/**
 * A previous period's column laid over the current period's buckets, bucket i over bucket i.
 * The same length hands the answer's array over as is; another length (a month more or less in
 * the span) is cut or padded with gaps.
 */
export function alignColumn(values: number[] | undefined, length: number): ChartColumn {
  if (values === undefined) return new Array<null>(length).fill(null)
  if (values.length === length) return values
  return Array.from({ length }, (_, index) => values[index] ?? null)
}

/** Whether a column holds any value besides zero: the contract fills a bucket without data with 0. */
export function hasData(values: readonly (number | null)[] | undefined): boolean {
  return values !== undefined && values.some((value) => value !== null && value !== 0)
}

/**
 * The answers of one chart (one per endpoint, all over the same range and period) as uPlot data:
 * the days once as timestamps, then the columns of `keys` in order, passed on without a copy.
 * With `previous`, each key's previous-period column follows, aligned bucket by bucket; a previous
 * column with nothing but zeros (a period before any data) is a gap, never a line along zero.
 */
export function toChartData(
  answers: readonly ColumnarSeries[],
  keys: readonly string[],
  previous?: readonly (ColumnarSeries | undefined)[],
): ChartData {
  const dates = answers[0]?.dates ?? []
  const columnOf = (sources: readonly (ColumnarSeries | undefined)[], key: string) =>
    sources.find((answer) => answer !== undefined && key in answer.series)?.series[key]
  const current = keys.map((key) => columnOf(answers, key) ?? alignColumn(undefined, dates.length))
  const compared = previous
    ? keys.map((key) => {
        const column = columnOf(previous, key)
        return alignColumn(hasData(column) ? column : undefined, dates.length)
      })
    : []
  return [toTimestamps(dates), ...current, ...compared]
}

/** The change from `before` to `now` as a ratio (0.125 = +12.5 %); null when there is nothing to compare with. */
export function relativeChange(now: number | null | undefined, before: number | null | undefined): number | null {
  if (now === null || now === undefined || before === null || before === undefined || before === 0) return null
  return (now - before) / Math.abs(before)
}

/**
 * Whether the bucket starting at `startSeconds` (a day, a week, a month) has not ended by `today`:
 * today falls inside it or before its end, so its figures are still growing.
 */
export function isBucketUnfinished(startSeconds: number, period: 'day' | 'week' | 'month', today: string): boolean {
  const start = secondsToDay(startSeconds)
  let end: string
  if (period === 'day') end = addDays(start, 1)
  else if (period === 'week') end = addDays(start, 7)
  else {
    const date = new Date(startSeconds * 1000)
    end = secondsToDay(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000)
  }
  return end > today
}
