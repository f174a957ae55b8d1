import { mergeOverChange, unchosenFields, withChoice } from '../../src/lib/version-merge'

const was = { name: 'Баннер', metric: 'attention', min_value: '10', description: '' }

describe('a form merged over a record that changed while it was edited', () => {
  it('takes their value where only they changed a field, and keeps what was typed where only the person did', () => {
    const now = { ...was, metric: 'clarity' }
    const mine = { ...was, name: 'Баннер CTR' }
    const merge = mergeOverChange(was, now, mine)
    expect(merge.changed).toEqual([{ field: 'metric', was: 'attention', now: 'clarity', mine: 'attention', contested: false }])
    expect(merge.edits).toEqual({ name: 'Баннер CTR' })
    expect(unchosenFields(merge, {})).toEqual([])
  })

  it('asks for a choice where both changed a field to different values, and keeps the typed value until then', () => {
    const merge = mergeOverChange(was, { ...was, min_value: '20' }, { ...was, min_value: '15' })
    expect(merge.changed).toEqual([{ field: 'min_value', was: '10', now: '20', mine: '15', contested: true }])
    expect(merge.edits).toEqual({ min_value: '15' })
    expect(unchosenFields(merge, {})).toEqual(['min_value'])
    expect(unchosenFields(merge, { min_value: 'now' })).toEqual([])
    const [row] = merge.changed
    if (!row) throw new Error('no changed field')
    expect(withChoice({ ...was, min_value: '15' }, row, 'now').min_value).toBe('20')
    expect(withChoice({ ...was, min_value: '20' }, row, 'mine').min_value).toBe('15')
  })

  it('needs no choice where both typed the same value', () => {
    const merge = mergeOverChange(was, { ...was, description: 'Новое' }, { ...was, description: 'Новое' })
    expect(merge.changed).toEqual([{ field: 'description', was: '', now: 'Новое', mine: 'Новое', contested: false }])
    expect(merge.edits).toEqual({})
  })

  it('lists nothing when the record did not change in any field of the form', () => {
    const merge = mergeOverChange(was, { ...was }, { ...was, name: 'Другое' })
    expect(merge.changed).toEqual([])
    expect(merge.edits).toEqual({ name: 'Другое' })
  })
})
