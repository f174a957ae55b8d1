import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeApi, type FakeApi } from '../support/fake-api'
import { customersPath, serveCustomers } from '../support/fixtures/customers'
import { renderWithConsole } from '../support/render'
import { paletteDriver } from './palette-driver'

interface WatchedSearch {
  search: string
  signal: AbortSignal | undefined
  settled: boolean
}

/**
 * The fake API, its fetch watched: each customer search's signal, and how many were live at once
 * (sent, neither answered nor aborted) when a search went out.
 */
function watchedSearches(api: FakeApi) {
  const searches: WatchedSearch[] = []
  let mostInFlight = 0
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://console.test')
    if (url.pathname !== customersPath) return api.fetch(input, init)
    const entry: WatchedSearch = { search: url.searchParams.get('search') ?? '', signal: init?.signal ?? undefined, settled: false }
    searches.push(entry)
    const live = searches.filter((search) => !search.settled && search.signal?.aborted !== true)
    mostInFlight = Math.max(mostInFlight, live.length)
    try {
      return await api.fetch(input, init)
    } finally {
      entry.settled = true
    }
  }
  const watched = new Proxy(api, { get: (target, key) => (key === 'fetch' ? fetch : Reflect.get(target, key)) })
  return { api: watched, searches, mostInFlight: () => mostInFlight }
}

describe('the palette’s customer search', () => {
  it('aborts a stale search (its AbortSignal fires) when a newer one starts: at most one in flight', async () => {
    const fake = createFakeApi()
    serveCustomers(fake)
    const watched = watchedSearches(fake)
    const { user } = renderWithConsole({ url: '/dashboard', api: watched.api })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    const palette = paletteDriver(user)
    await palette.open()
    await palette.type('Найти')
    await palette.choose('Найти пользователя')

    const held = fake.hold('GET', customersPath)
    await palette.type('Пе')
    await held.arrived
    const stale = watched.searches.find((entry) => entry.search === 'Пе')
    expect(stale?.signal?.aborted).toBe(false)

    await palette.type('тров')
    await waitFor(() => expect(stale?.signal?.aborted).toBe(true))
    expect(await screen.findAllByRole('option', { name: /Петров/ })).not.toHaveLength(0)
    expect(watched.searches.filter((entry) => entry.search === 'Петров')).toHaveLength(1)
    expect(watched.mostInFlight()).toBe(1)
    held.release()
  })
})
