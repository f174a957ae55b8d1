import { searchWords } from '../../contract/search-text'
import { addDays, epochOfDay } from '../core/format'

export type SqlValue = string | number | null

/** The conditions of a list's WHERE and their `?` values, in order. */
export class SqlFilters {
  private readonly conditions: string[]
  readonly params: SqlValue[] = []

  constructor(...always: string[]) {
    this.conditions = [...always]
  }

  /** `condition` with the values of its `?`s. */
  add(condition: string, values: readonly SqlValue[]): this {
    this.conditions.push(condition)
    this.params.push(...values)
    return this
  }

  /** `condition` with the value of its one `?`; nothing when the value is absent. */
  when(condition: string, value: SqlValue | undefined): this {
    return value === undefined ? this : this.add(condition, [value])
  }

  /**
   * Every word of `search` (folded: lower case, ё as е; a phone also by its digits) somewhere in
   * `expression`'s text, in any order; nothing without a search.
   */
  words(expression: string, search: string | undefined): this {
    for (const { alternatives } of search === undefined ? [] : searchWords(search)) {
      this.add(`(${alternatives.map(() => `instr(searchfold(${expression}), ?) > 0`).join(' OR ')})`, alternatives)
    }
    return this
  }

  /** `column IN (chosen)`; nothing when none or every allowed value is chosen (no row is left out). */
  oneOf(column: string, chosen: readonly string[], allowed: readonly string[]): this {
    if (chosen.length === 0 || allowed.every((value) => chosen.includes(value))) return this
    return this.add(`${column} IN (${chosen.map(() => '?').join(', ')})`, chosen)
  }

  /** An epoch-seconds column within Moscow days `from`..`to`, both inclusive (each end optional). */
  days(column: string, range: { from: string | undefined; to: string | undefined }): this {
    this.when(`${column} >= ?`, range.from === undefined ? undefined : epochOfDay(range.from))
    return this.when(`${column} < ?`, range.to === undefined ? undefined : epochOfDay(addDays(range.to, 1)))
  }

  /** A cents column within `min`..`max`, both inclusive (each end optional). */
  between(column: string, range: { min: number | undefined; max: number | undefined }): this {
    return this.when(`${column} >= ?`, range.min).when(`${column} <= ?`, range.max)
  }

  get size(): number {
    return this.conditions.length
  }

  /** `WHERE a AND b`, or '' without conditions. */
  get sql(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : ''
  }
}
