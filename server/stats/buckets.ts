import type { StatsPeriod } from '../../contract/schemas/stats'
import { addDays, dayOfEpoch, daysBetween, monthStart, nextMonthStart, nowEpoch, weekStart } from '../core/format'
import type { RejectParameter } from '../handler/endpoint'

const maxRangeDays = 3660

/** The range of `date_from`, `date_to` (days, inclusive; default the last 30 days). */
export function rangeOf(values: { date_from: string | undefined; date_to: string | undefined }): { from: string; to: string } {
  const today = dayOfEpoch(nowEpoch())
  const to = values.date_to ?? (values.date_from && values.date_from > today ? values.date_from : today)
  return { from: values.date_from ?? addDays(to, -29), to }
}

/** A range at most ten years long (a check of the query, after its codecs). */
export function checkRangeLength(values: { date_from: string | undefined; date_to: string | undefined }, reject: RejectParameter): void {
  const { from, to } = rangeOf(values)
  if (daysBetween(from, to) > maxRangeDays)
    reject('date_from', `Период не может быть длиннее ${maxRangeDays} дней`, 'value_error.date_range')
}

/** Buckets of a period over a range: their first days, and the bucket of each day of the range. */
export class Buckets {
  readonly starts: string[] = []
  private readonly bucketOfDay = new Map<string, number>()

  constructor(
    readonly period: StatsPeriod,
    readonly from: string,
    readonly to: string,
  ) {
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const start = period === 'day' ? day : period === 'week' ? weekStart(day) : monthStart(day)
      if (this.starts[this.starts.length - 1] !== start) this.starts.push(start)
      this.bucketOfDay.set(day, this.starts.length - 1)
    }
  }

  /** The bucket of a day inside the range (-1 outside it). */
  indexOf(day: string): number {
    return this.bucketOfDay.get(day) ?? -1
  }

  /** The last day of the bucket starting at `start`. */
  endOf(start: string): string {
    return this.period === 'day' ? start : this.period === 'week' ? addDays(start, 6) : addDays(nextMonthStart(start), -1)
  }

  zeros(): number[] {
    return this.starts.map(() => 0)
  }
}
