import type { Context } from 'hono'
import { isCalendarDay } from '../../contract/schemas/common'
import { unprocessable } from './errors'
import type { ValidationIssue } from './validation'

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

/** A sort: a column of the allowed set and its direction. */
export interface Ordering<F extends string> {
  field: F
  descending: boolean
}

/**
 * Reads and checks query parameters, collecting every problem; `done()` throws one 422 with all of
 * them (`loc: ["query", param]`). Unknown parameters are ignored, as a list endpoint does.
 */
export class QueryReader {
  private readonly issues: ValidationIssue[] = []
  private readonly url: URL

  constructor(c: Context) {
    this.url = new URL(c.req.url)
  }

  private problem(param: string, msg: string, type: string): undefined {
    this.reject(param, msg, type)
    return undefined
  }

  /** Records a problem with `param` found by the caller. */
  reject(param: string, msg: string, type: string): void {
    this.issues.push({ loc: ['query', param], msg, type })
  }

  /** The single value of `param`; a repeated one is a problem. */
  private single(param: string): string | undefined {
    const values = this.url.searchParams.getAll(param)
    if (values.length > 1) return this.problem(param, 'Параметр передаётся один раз', 'value_error.repeated')
    return values[0]
  }

  private integer(param: string, fallback: number, min: number, max: number): number {
    const raw = this.single(param)
    if (raw === undefined || raw === '') return fallback
    if (!/^\d{1,9}$/.test(raw)) return this.problem(param, 'Ожидалось целое число', 'type_error.integer') ?? fallback
    const value = Number(raw)
    if (value < min) return this.problem(param, `Число должно быть не менее ${min}`, 'greater_than_equal') ?? fallback
    if (value > max) return this.problem(param, `Число должно быть не более ${max}`, 'less_than_equal') ?? fallback
    return value
  }

  /** `page` (from 1) and `page_size` (1..500, default 25). */
  page(): { page: number; pageSize: number } {
    return { page: this.integer('page', 1, 1, 1_000_000), pageSize: this.integer('page_size', 25, 1, 500) }
  }

  /** A free-text search (`search`, the journal's `q`), trimmed and lower-cased; undefined when empty. */
  search(param = 'search'): string | undefined {
    const raw = this.single(param)?.trim()
    if (!raw) return undefined
    if (raw.length > 200) return this.problem(param, 'Строка должна содержать не более 200 символ(ов)', 'string_too_long')
    return raw.toLowerCase()
  }

  /** An optional text parameter, as is. */
  text(param: string): string | undefined {
    const raw = this.single(param)
    return raw === '' ? undefined : raw
  }

  /** Values of an array parameter: repeated (`type=a&type=b`) or, for the customers list, comma-joined (`status=a,b`). */
  enumList<V extends string>(param: string, allowed: readonly V[], format: 'repeat' | 'comma'): V[] {
    const raw = this.url.searchParams.getAll(param)
    if (format === 'comma' && raw.length > 1) {
      this.problem(param, 'Значения передаются одной строкой через запятую', 'value_error.comma_separated')
      return []
    }
    const values = (format === 'comma' ? (raw[0] ?? '').split(',') : raw).filter((value) => value !== '')
    const accepted: V[] = []
    for (const value of values) {
      const match = allowed.find((option) => option === value)
      if (match === undefined) {
        this.problem(param, `Ожидалось одно из значений: ${allowed.join(', ')}`, 'enum')
        return []
      }
      if (!accepted.includes(match)) accepted.push(match)
    }
    return accepted
  }

  /** A day (YYYY-MM-DD). */
  day(param: string): string | undefined {
    const raw = this.text(param)
    if (raw === undefined) return undefined
    return isCalendarDay(raw) ? raw : this.problem(param, 'Неверная дата', 'value_error.date')
  }

  /** A range of days whose end is not before its start. */
  dayRange(fromParam: string, toParam: string): { from: string | undefined; to: string | undefined } {
    const from = this.day(fromParam)
    const to = this.day(toParam)
    if (from && to && from > to) this.problem(toParam, 'Дата окончания раньше даты начала', 'value_error.date_range')
    return { from, to }
  }

  /** An amount in rubles ("1500", "1500.5", "-20.00") as cents. */
  money(param: string): number | undefined {
    const raw = this.text(param)
    if (raw === undefined) return undefined
    const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(raw)
    if (!match) return this.problem(param, 'Ожидалась сумма в рублях: 1500.00', 'type_error.decimal')
    const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
    return match[1] === '-' ? -cents : cents
  }

  /** A range of amounts whose end is not below its start, in cents; each end optional. */
  moneyRange(minParam: string, maxParam: string): { min: number | undefined; max: number | undefined } {
    const min = this.money(minParam)
    const max = this.money(maxParam)
    if (min !== undefined && max !== undefined && min > max)
      this.problem(maxParam, 'Верхняя граница меньше нижней', 'value_error.money_range')
    return { min, max }
  }

  /** A UUID. */
  uuid(param: string): string | undefined {
    const raw = this.text(param)
    if (raw === undefined) return undefined
    return uuidPattern.test(raw) ? raw.toLowerCase() : this.problem(param, 'Неверный UUID', 'value_error.uuid')
  }

  /** A UUID the call cannot do without. */
  requiredUuid(param: string): string {
    const value = this.uuid(param)
    if (value === undefined && this.text(param) === undefined) this.problem(param, 'Обязательное поле', 'missing')
    return value ?? ''
  }

  /** `true` / `false`. */
  boolean(param: string): boolean | undefined {
    const raw = this.text(param)
    if (raw === undefined) return undefined
    if (raw === 'true') return true
    if (raw === 'false') return false
    return this.problem(param, 'Ожидалось true или false', 'type_error.bool')
  }

  /** One of `allowed`. */
  choice<V extends string>(param: string, allowed: readonly V[], fallback: V): V {
    const raw = this.text(param)
    if (raw === undefined) return fallback
    const match = allowed.find((option) => option === raw)
    return match ?? this.problem(param, `Ожидалось одно из значений: ${allowed.join(', ')}`, 'enum') ?? fallback
  }

  /** `ordering=field` or `ordering=-field`, several joined by commas; `fallback` when absent. */
  ordering<F extends string>(allowed: readonly F[], fallback: Ordering<F>): Ordering<F>[] {
    const raw = this.text('ordering')
    if (raw === undefined) return [fallback]
    const orderings: Ordering<F>[] = []
    for (const part of raw.split(',')) {
      const descending = part.startsWith('-')
      const field = allowed.find((option) => option === (descending ? part.slice(1) : part))
      if (field === undefined) {
        this.problem('ordering', `Сортировка возможна по полям: ${allowed.join(', ')}`, 'enum')
        return [fallback]
      }
      orderings.push({ field, descending })
    }
    return orderings
  }

  /** Throws the collected problems as one 422. */
  done(): void {
    if (this.issues.length > 0) throw unprocessable(this.issues)
  }
}

/** `ORDER BY` text for orderings over known columns; `id` breaks ties in the first direction. */
export function orderBy<F extends string>(orderings: readonly Ordering<F>[], columns: Record<F, string>, tieBreaker = 'id'): string {
  const parts = orderings.map(({ field, descending }) => `${columns[field]} ${descending ? 'DESC' : 'ASC'}`)
  const last = orderings[orderings.length - 1]
  parts.push(`${tieBreaker} ${last?.descending ? 'DESC' : 'ASC'}`)
  return parts.join(', ')
}

/** A UUID path segment in canonical lower case, or undefined when it is not a UUID (the call answers 404). */
export function pathUuid(value: string): string | undefined {
  return uuidPattern.test(value) ? value.toLowerCase() : undefined
}
