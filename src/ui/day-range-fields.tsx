import type { DayRange } from '../lib/list-query'
import { DayField } from './day-field'

export interface DayRangeFieldsProps {
  fromLabel: string
  toLabel: string
  /** Days as YYYY-MM-DD, '' for an open end. */
  value: DayRange
  onChange: (range: DayRange) => void
}

/** Two day fields, «с» and «по», each limiting the other's calendar; side by side in the parent's toolbar. */
export function DayRangeFields({ fromLabel, toLabel, value, onChange }: DayRangeFieldsProps) {
  return (
    <>
      <DayField label={fromLabel} value={value.from} max={value.to} onChange={(from) => onChange({ ...value, from })} />
      <DayField label={toLabel} value={value.to} min={value.from} onChange={(to) => onChange({ ...value, to })} />
    </>
  )
}
