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
      <DayField label={fromLabel} value={value.from} max={value.to} onChange={(from) => onChange({ ...value, from })} />
      <DayField label={toLabel} value={value.to} min={value.from} onChange={(to) => onChange({ ...value, to })} />
    </>
  )
}

interface DayFieldProps {
  label: string
  value: string
  /** The other end of the range ('' when open). */
  min?: string
  max?: string
  onChange: (day: string) => void
}

function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  return (
    <Field label={label}>
      <Input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </Field>
  )
}
