import { afterEach, describe, expect, it } from 'vitest'
import { clearDraft, readDraft, writeDraft } from '../../src/state/forms/draft-storage'

afterEach(() => sessionStorage.clear())

describe('draft storage', () => {
  it('keeps a draft under its address until it is cleared', () => {
    writeDraft('/benchmarks?drawer=benchmark', { edits: { name: 'Баннер', max_value: '60' } })
    expect(readDraft('/benchmarks?drawer=benchmark')).toEqual({ edits: { name: 'Баннер', max_value: '60' } })
    expect(readDraft('/benchmarks?drawer=benchmark&benchmark=1')).toBeUndefined()
    clearDraft('/benchmarks?drawer=benchmark')
    expect(readDraft('/benchmarks?drawer=benchmark')).toBeUndefined()
  })

  it('keeps the record the edits were typed over, with its version', () => {
    const base = { benchmark_uuid: 'b1', name: 'Баннер', min_value: 10, version: 3 }
    writeDraft('/b', { edits: { min_value: '15' }, base })
    expect(readDraft('/b')).toEqual({ edits: { min_value: '15' }, base })
  })

  it('reads a draft kept before bases were as edits without a base', () => {
    sessionStorage.setItem('draft:/a', JSON.stringify({ name: 'Баннер', min_value: '15' }))
    expect(readDraft('/a')).toEqual({ edits: { name: 'Баннер', min_value: '15' } })
  })

  it('never writes a password, in the edits or in the base, and a draft without edits removes the kept one', () => {
    writeDraft('/a', {
      edits: { email: 'a@b.ru', password: 'secret-typed', newPassword: 'other-secret' },
      base: { email: 'a@b.ru', token: 'secret-read' },
    })
    expect(JSON.stringify(sessionStorage)).not.toContain('secret')
    expect(readDraft('/a')).toEqual({ edits: { email: 'a@b.ru' }, base: { email: 'a@b.ru' } })
    writeDraft('/a', { edits: { password: 'secret-typed' } })
    expect(readDraft('/a')).toBeUndefined()
  })

  it('reads garbage as no draft', () => {
    sessionStorage.setItem('draft:/a', '{not json')
    expect(readDraft('/a')).toBeUndefined()
    sessionStorage.setItem('draft:/b', '[1,2]')
    expect(readDraft('/b')).toBeUndefined()
  })
})
