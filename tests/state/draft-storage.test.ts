import { afterEach, describe, expect, it } from 'vitest'
import { clearDraft, readDraft, writeDraft } from '../../src/state/forms/draft-storage'

afterEach(() => sessionStorage.clear())

describe('draft storage', () => {
  it('keeps a draft under its address until it is cleared', () => {
    writeDraft('/benchmarks?drawer=benchmark', { name: 'Баннер', max_value: '60' })
    expect(readDraft('/benchmarks?drawer=benchmark')).toEqual({ name: 'Баннер', max_value: '60' })
    expect(readDraft('/benchmarks?drawer=benchmark&benchmark=1')).toBeUndefined()
    clearDraft('/benchmarks?drawer=benchmark')
    expect(readDraft('/benchmarks?drawer=benchmark')).toBeUndefined()
  })

  it('never writes a password, and an empty draft removes the kept one', () => {
    writeDraft('/a', { email: 'a@b.ru', password: 'secret-typed', newPassword: 'other-secret' })
    expect(JSON.stringify(sessionStorage)).not.toContain('secret')
    expect(readDraft('/a')).toEqual({ email: 'a@b.ru' })
    writeDraft('/a', { password: 'secret-typed' })
    expect(readDraft('/a')).toBeUndefined()
  })

  it('reads garbage as no draft', () => {
    sessionStorage.setItem('draft:/a', '{not json')
    expect(readDraft('/a')).toBeUndefined()
    sessionStorage.setItem('draft:/b', '[1,2]')
    expect(readDraft('/b')).toBeUndefined()
  })
})
