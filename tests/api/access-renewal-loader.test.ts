import { afterEach, describe, expect, test, vi } from 'vitest'
import { loadedAccessRenewal } from '../../src/api/access-renewal-loader'

afterEach(() => {
  vi.doUnmock('../../src/api/access-renewal')
})

describe('the access renewal fetched apart from the first load', () => {
  test('is here once loaded, for requests to use in the same turn', async () => {
    const renewal = loadedAccessRenewal()
    expect(renewal.loaded).toBeUndefined()
    renewal.load()
    const loaded = await renewal.whenLoaded()
    expect(loaded).not.toBeNull()
    expect(renewal.loaded).toBe(loaded)
    // An opaque token is never due ahead: its 401 renews it.
    expect(loaded?.isDue('opaque-token')).toBe(false)
  })

  test('a fetch that fails (the network is down) leaves none, and the next use fetches it again', async () => {
    vi.doMock('../../src/api/access-renewal', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const renewal = loadedAccessRenewal()
    expect(await renewal.whenLoaded()).toBeNull()
    expect(renewal.loaded).toBeUndefined()

    vi.doUnmock('../../src/api/access-renewal')
    expect(await renewal.whenLoaded()).not.toBeNull()
    expect(renewal.loaded).toBeDefined()
  })
})
