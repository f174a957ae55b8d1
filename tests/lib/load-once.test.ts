import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from '../../src/lib/load-once'

describe('loadOnce', () => {
  it('loads once for every ask, and keeps what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve('чанк'))
    const ask = loadOnce(load)
    expect(await Promise.all([ask(), ask()])).toEqual(['чанк', 'чанк'])
    expect(await ask()).toBe('чанк')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries again on the next ask after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('чанк')
    const ask = loadOnce<string>(load)
    await expect(ask()).rejects.toThrow('Failed to fetch')
    expect(await ask()).toBe('чанк')
    expect(await ask()).toBe('чанк')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
