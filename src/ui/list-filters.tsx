import { Fragment, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { DayRange, MoneyRange } from '../lib/list-query'
import { Checkbox } from './checkbox'
import { DayRangeFields } from './day-range-fields'
import { NativeSelect } from './native-select'
import { SearchField } from './search-field'

export interface FilterOption<V extends string = string> {
  value: V
  label: string
}

/** The options of an enumeration from its Russian labels: `{ banner: 'Баннер' }` → `[{ value: 'banner', label: 'Баннер' }]`. */
export function labelOptions<V extends string>(labels: Readonly<Record<V, string>>): FilterOption<V>[] {
  // Object.entries widens the keys to string; they are the keys of `labels`.
  return Object.entries<string>(labels).map(([value, label]) => ({ value: value as V, label }))
}

type KeysOf<State, Value> = { [K in keyof State]: State[K] extends Value ? K : never }[keyof State] & string

/**
 * One filter of a list, as data; `key` is the list state's (lib/list-query schema) name:
 * - `search`: the search box;
 * - `choices`: several values (a repeated parameter), as checkboxes;
 * - `choice`: one value or none (`anyLabel`: «Все»), as the browser's select;
 * - `period`: a range of days, as two day fields («с» and «по»);
 * - `amount`: a range of money, set in the query bar only («баланс:>1000»);
 * - `pinned`: one record the list is narrowed to (a link's), not a field: its `FilterChip` shows above the list while set;
 * - `custom`: anything else (an entity select), rendered by the description.
 *
 * The query bar («Запрос») takes `choices`, `choice`, `period` and `amount` as fields: by the first word of
 * their label («статус»), the API's name of their parameter (`status`) and `queryNames` (other names, Russian first).
 */
export type ListFilter<State> =
  | { kind: 'search'; key: KeysOf<State, string>; label: string; placeholder?: string }
  | {
      kind: 'choices'
      key: KeysOf<State, readonly string[]>
      label: string
      options: readonly FilterOption[]
      queryNames?: readonly string[]
    }
  | {
      kind: 'choice'
      key: KeysOf<State, string>
      label: string
      anyLabel: string
      options: readonly FilterOption[]
      queryNames?: readonly string[]
    }
  | { kind: 'period'; key: KeysOf<State, DayRange>; fromLabel: string; toLabel: string; queryNames?: readonly string[] }
  | { kind: 'amount'; key: KeysOf<State, MoneyRange>; label: string; queryNames?: readonly string[] }
  | { kind: 'pinned'; key: KeysOf<State, string>; chip: (value: string, remove: () => void) => ReactNode }
  | { kind: 'custom'; key: string; render: (state: State, update: (patch: Partial<State>) => void) => ReactNode }

export interface ListFiltersProps<State> {
  filters: readonly ListFilter<State>[]
  state: State
  update: (patch: Partial<State>) => void
}

const group = css({
  display: 'flex',
  flexDir: 'column',
  gap: '1.5',
  border: 'none',
  p: 0,
  m: 0,
  '& legend': { fontWeight: 'medium', mb: '1.5', p: 0 },
})
const groupOptions = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', minH: '9', alignItems: 'center' })

/** A list's filters from their description, each bound to its piece of the list state. */
export function ListFilters<State>({ filters, state, update }: ListFiltersProps<State>) {
  // The keys are typed by value kind above; the record view only reads what the key promises.
  const values = state as Record<string, unknown>
  const set = (key: string, value: unknown) => update({ [key]: value } as Partial<State>)
  return filters.map((filter) => {
    switch (filter.kind) {
      case 'search':
        return (
          <SearchField
            key={filter.key}
            label={filter.label}
            placeholder={filter.placeholder}
            value={String(values[filter.key])}
            onChange={(search) => set(filter.key, search)}
          />
        )
      case 'choices':
        return (
          <CheckboxGroup
            key={filter.key}
            legend={filter.label}
            options={filter.options}
            value={values[filter.key] as readonly string[]}
            onChange={(chosen) => set(filter.key, chosen)}
          />
        )
      case 'choice':
        return (
          <NativeSelect
            key={filter.key}
            label={filter.label}
            size="md"
            labelAbove
            items={[{ value: '', label: filter.anyLabel }, ...filter.options]}
            value={String(values[filter.key])}
            onValueChange={(value) => set(filter.key, value)}
          />
        )
      case 'period':
        return (
          <Fragment key={filter.key}>
            <DayRangeFields
              fromLabel={filter.fromLabel}
              toLabel={filter.toLabel}
              value={values[filter.key] as DayRange}
              onChange={(range) => set(filter.key, range)}
            />
          </Fragment>
        )
      case 'pinned':
      case 'amount':
        return null
      case 'custom':
        return <span key={filter.key}>{filter.render(state, update)}</span>
    }
  })
}

const chipRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '3' })

/** The chips of a list's `pinned` filters that are set, in a row above the list; nothing while none is. */
export function ListFilterChips<State>({ filters, state, update }: ListFiltersProps<State>) {
  const values = state as Record<string, unknown>
  const chips = filters.flatMap((filter) => {
    if (filter.kind !== 'pinned') return []
    const value = String(values[filter.key])
    if (value === '') return []
    const remove = () => update({ [filter.key]: '' } as Partial<State>)
    return [<Fragment key={filter.key}>{filter.chip(value, remove)}</Fragment>]
  })
  return chips.length > 0 ? <div className={chipRow}>{chips}</div> : null
}

export interface CheckboxGroupProps<V extends string> {
  legend: string
  options: readonly FilterOption<V>[]
  value: readonly V[]
  onChange: (chosen: V[]) => void
}

/** Several choices of one filter: a fieldset of checkboxes, the choice kept in the options' order. */
export function CheckboxGroup<V extends string>({ legend, options, value, onChange }: CheckboxGroupProps<V>) {
  return (
    <fieldset className={group}>
      <legend>{legend}</legend>
      <div className={groupOptions}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={value.includes(option.value)}
            onCheckedChange={(checked) =>
              onChange(options.map((o) => o.value).filter((v) => (v === option.value ? checked : value.includes(v))))
            }
          >
            {option.label}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  )
}
