import type { ChangeEvent } from 'react'
import type { DayRange } from '../lib/list-query'
import { Field, Input } from './field'

export interface DayRangeFieldsProps {
  fromLabel: string
  toLabel: string
  /** Days as YYYY-MM-DD, '' for an open end. */
  value: DayRange
  onChange: (range: DayRange) => void
}

/** Two date fields, «с» and «по», each limiting the other; side by side in the parent's toolbar. */
export function DayRangeFields({ fromLabel, toLabel, value, onChange }: DayRangeFieldsProps) {
  return (
    <>
      <Field label={fromLabel}>
        <Input
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, from: event.target.value })}
        />
      </Field>
      <Field label={toLabel}>
        <Input
          type="date"
          value={value.to}
          min={value.from || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, to: event.target.value })}
        />
      </Field>
    </>
  )
}
