import { useRef } from 'react'
import type { DayRange } from '../lib/list-query'
import { DayField } from './day-field'

export interface DayRangeFieldsProps {
  fromLabel: string
  toLabel: string
  /** Days as YYYY-MM-DD, '' for an open end. */
  value: DayRange
  onChange: (range: DayRange) => void
}

const sameRange = (a: DayRange, b: DayRange) => a.from === b.from && a.to === b.to

/** Two day fields, «с» and «по», each limiting the other's calendar; side by side in the parent's toolbar. */
export function DayRangeFields({ fromLabel, toLabel, value, onChange }: DayRangeFieldsProps) {
  // The range last reported, and the value shown then. Until the parent shows it (a list's URL takes a
  // navigation), a change of the other end builds on what was reported: built on what is shown, «по»
  // typed right after «с» sent «с» back empty.
  const reported = useRef<{ shown: DayRange; range: DayRange } | null>(null)
  const change = (end: Partial<DayRange>) => {
    const last = reported.current
    const range = { ...(last && sameRange(last.shown, value) ? last.range : value), ...end }
    reported.current = { shown: value, range }
    onChange(range)
  }
  return (
    <>
      <DayField label={fromLabel} value={value.from} max={value.to} onChange={(from) => change({ from })} />
      <DayField label={toLabel} value={value.to} min={value.from} onChange={(to) => change({ to })} />
    </>
  )
}
