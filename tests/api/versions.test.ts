import { Benchmark } from '../../contract/schemas/benchmarks'
import { HttpError } from '../../src/api/errors'
import { conflictCurrent, ifMatchHeaders, isVersionConflict, versionOf } from '../../src/api/versions'

const current = {
  benchmark_uuid: '0b000000-0000-4000-8000-000000000001',
  name: 'Баннер CTR',
  category: 'banner',
  metric: 'attention',
  min_value: 20,
  max_value: 80,
  description: '',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  version: 4,
}

const refused = (status: number, body: unknown) => new HttpError({ status, method: 'PATCH', url: '/x/', body })

describe('versions of records', () => {
  it('reads a version only when the record has an integer one, and sends If-Match only then', () => {
    expect(versionOf(current)).toBe(4)
    expect(versionOf({ ...current, version: undefined })).toBeUndefined()
    expect(versionOf({ name: 'без версии' })).toBeUndefined()
    expect(versionOf(null)).toBeUndefined()
    expect(ifMatchHeaders(4)).toEqual({ 'If-Match': '"4"' })
    expect(ifMatchHeaders(undefined)).toBeUndefined()
  })

  it('takes the record as it is now from a 412, and nothing from other answers or a body of another shape', () => {
    const conflict = refused(412, { detail: 'Запись изменилась', code: 'version_mismatch', current })
    expect(isVersionConflict(conflict)).toBe(true)
    expect(conflictCurrent(conflict, Benchmark)).toMatchObject({ name: 'Баннер CTR', version: 4 })
    expect(conflictCurrent(refused(412, { detail: 'Precondition Failed' }), Benchmark)).toBeUndefined()
    expect(conflictCurrent(refused(412, { current: { name: 1 } }), Benchmark)).toBeUndefined()
    expect(isVersionConflict(refused(409, { current }))).toBe(false)
    expect(conflictCurrent(refused(409, { current }), Benchmark)).toBeUndefined()
  })
})
