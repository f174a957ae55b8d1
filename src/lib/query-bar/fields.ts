import type { DayRange, MoneyRange } from '../list-query'

/** One value of an enumeration: the API's `value` and its Russian `label`. */
export interface QueryOption {
  value: string
  label: string
}

interface FieldBase {
  /** The list state's name for the field. */
  key: string
  /** How the bar takes it: the Russian name first (the one it writes), then the API's. */
  names: readonly [string, ...string[]]
  /** Why the backend cannot filter by it («Сервер не поддерживает фильтр по полю «баланс»»): then it is refused. */
  unsupported?: string
}

/**
 * A field the query bar knows:
 * - `choices`: several values of an enumeration (OR by commas; negation is what is left);
 * - `choice`: one value or none;
 * - `days`: a period of days;
 * - `money`: a range of amounts.
 */
export type QueryField =
  | (FieldBase & { kind: 'choices'; options: readonly QueryOption[] })
  | (FieldBase & { kind: 'choice'; options: readonly QueryOption[] })
  | (FieldBase & { kind: 'days' })
  | (FieldBase & { kind: 'money' })

/** What one list's bar understands: its fields, and where words without a field go (none: no search). */
export interface QueryGrammar {
  fields: readonly QueryField[]
  searchKey?: string
}

/** A field's value in the list state. */
export type QueryValue = readonly string[] | string | DayRange | MoneyRange

/** Every field's (and the search's) value a query sets; the fields it does not name at their empty value. */
export type QueryPatch = Readonly<Record<string, QueryValue>>

/** Case and ё do not matter in names and values. */
export function fold(text: string): string {
  return text.toLocaleLowerCase('ru-RU').replaceAll('ё', 'е')
}

export function findField(grammar: QueryGrammar, name: string): QueryField | undefined {
  const wanted = fold(name)
  return grammar.fields.find((field) => field.names.some((candidate) => fold(candidate) === wanted))
}

/** The empty value of a field: nothing chosen, an open period or range. */
export function emptyValue(field: QueryField): QueryValue {
  switch (field.kind) {
    case 'choices':
      return []
    case 'choice':
      return ''
    case 'days':
      return { from: '', to: '' }
    case 'money':
      return { min: '', max: '' }
  }
}

/** The patch of a query naming nothing: every field empty, no search. */
export function emptyPatch(grammar: QueryGrammar): Record<string, QueryValue> {
  const patch: Record<string, QueryValue> = {}
  for (const field of grammar.fields) patch[field.key] = emptyValue(field)
  if (grammar.searchKey !== undefined) patch[grammar.searchKey] = ''
  return patch
}

/** The option a typed value names, by its label or the API's value. */
export function findOption(options: readonly QueryOption[], typed: string): QueryOption | undefined {
  const wanted = fold(typed)
  return options.find((option) => fold(option.label) === wanted || fold(option.value) === wanted)
}
