import { describe, expect, it } from 'vitest'
import { formatPhone } from '../../src/lib/phone'

describe('formatPhone', () => {
  it('groups a Russian number as +7 999 123-45-67, however it was written', () => {
    expect(formatPhone('+79991234567')).toBe('+7 999 123-45-67')
    expect(formatPhone('79991234567')).toBe('+7 999 123-45-67')
    expect(formatPhone('89991234567')).toBe('+7 999 123-45-67')
    expect(formatPhone('+7 (999) 123-45-67')).toBe('+7 999 123-45-67')
    expect(formatPhone(' +7 999 1234567 ')).toBe('+7 999 123-45-67')
  })

  it('shows any other number as it was written', () => {
    expect(formatPhone('+49 30 1234567')).toBe('+49 30 1234567')
    expect(formatPhone('+8 999 123 45 67')).toBe('+8 999 123 45 67')
    expect(formatPhone('12345')).toBe('12345')
  })
})
