import { describe, expect, it } from 'vitest'
import { returnToParam, safeReturnPath, signInAddressFor } from '../../src/lib/return-to'

const origin = 'https://console.example'

describe('signInAddressFor', () => {
  it('sends a signed-out visitor of a screen to sign-in, which comes back to it with its query', () => {
    const address = new URL(signInAddressFor('/benchmarks', '?search=Баннер'), origin)
    expect(address.pathname).toBe('/sign-in')
    expect(address.searchParams.get(returnToParam)).toBe('/benchmarks?search=Баннер')
    expect(safeReturnPath(address.searchParams.get(returnToParam), origin)).toBe('/benchmarks?search=%D0%91%D0%B0%D0%BD%D0%BD%D0%B5%D1%80')
  })

  it("sends '/' to plain sign-in: there is nothing to come back to", () => {
    expect(signInAddressFor('/', '')).toBe('/sign-in')
  })
})

describe('safeReturnPath', () => {
  it('refuses any address that could leave the console', () => {
    for (const value of ['https://other.example/users', '//other.example/users', '/\\other.example', 'javascript:alert(1)', '', null]) {
      expect(safeReturnPath(value, origin)).toBeUndefined()
    }
  })
})
