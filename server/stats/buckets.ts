import type { StatsPeriod } from '../../contract/schemas/stats'
import { addDays, dayOfEpoch, daysBetween, monthStart, nextMonthStart, nowEpoch, weekStart } from '../format'
import type { QueryReader } from '../http/query'

const maxRangeDays = 3660

/** `date_from`, `date_to` (days, inclusive; default the last 30 days), at most ten years apart. */
export function readRange(query: QueryReader): { from: string; to: string } {
  const range = query.dayRange('date_from', 'date_to')
  const today = dayOfEpoch(nowEpoch())
  const to = range.to ?? (range.from && range.from > today ? range.from : today)
  const from = range.from ?? addDays(to, -29)
  if (daysBetween(from, to) > maxRangeDays) {
    query.reject('date_from', `Период не может быть длиннее ${maxRangeDays} дней`, 'value_error.date_range')
  }
  return { from, to }
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
