import { describe, expect, it } from 'vitest'
import { Benchmark } from '../../contract/schemas/benchmarks'
import { restoredOverChange } from '../../src/state/forms/restored-draft'

const base: Benchmark = {
  benchmark_uuid: '0b000000-0000-4000-8000-000000000001',
  name: 'Баннер CTR',
  category: 'banner',
  metric: 'attention',
  min_value: 10,
  max_value: 50,
  description: '',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  version: 2,
}

const valuesOf = (benchmark: Benchmark) => ({
  name: benchmark.name,
  min_value: String(benchmark.min_value),
  description: benchmark.description,
})
type Values = ReturnType<typeof valuesOf>

const decide = (restored: { edits: Partial<Values>; base: unknown } | undefined, current: Benchmark) =>
  restoredOverChange(restored, current, Benchmark, valuesOf)

describe('a draft given back over its record as it is now', () => {
  it('typed over another version: merged as a 412 is, theirs where only they changed, a choice where both did', () => {
    const current = { ...base, name: 'Баннер CTR (их)', min_value: 20, version: 3 }
    const overChange = decide({ edits: { min_value: '15', description: 'Моё' }, base }, current)
    expect(overChange?.was).toEqual(base)
    expect(overChange?.merge.changed).toEqual([
      { field: 'name', was: 'Баннер CTR', now: 'Баннер CTR (их)', mine: 'Баннер CTR', contested: false },
      { field: 'min_value', was: '10', now: '20', mine: '15', contested: true },
    ])
    expect(overChange?.merge.edits).toEqual({ min_value: '15', description: 'Моё' })
  })

  it('is laid over the record as it is: the same version, no version now, no base, a base of another shape', () => {
    const edits = { min_value: '15' }
    const changed = { ...base, min_value: 20 }
    expect(decide({ edits, base }, changed)).toBeUndefined()
    expect(decide({ edits, base }, { ...changed, version: undefined })).toBeUndefined()
    expect(decide({ edits, base: { ...base, version: undefined } }, { ...changed, version: 3 })).toBeUndefined()
    expect(decide({ edits, base: undefined }, { ...changed, version: 3 })).toBeUndefined()
    expect(decide({ edits, base: { name: 1 } }, { ...changed, version: 3 })).toBeUndefined()
    expect(decide(undefined, { ...changed, version: 3 })).toBeUndefined()
  })

  it('is laid over the record as it is when no field of the form changed since', () => {
    expect(decide({ edits: { min_value: '15' }, base }, { ...base, max_value: 90, version: 3 })).toBeUndefined()
  })
})
