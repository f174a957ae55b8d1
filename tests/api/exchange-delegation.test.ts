import { afterEach, describe, expect, test, vi } from 'vitest'
import type { TokenPair } from '../../contract/schemas/auth'
import { HttpError, NetworkError } from '../../src/api/errors'
import { exchangeDelegation, type TokenExchange } from '../../src/api/exchange-delegation'
import type { TabLocks } from '../../src/lib/leader'

/** navigator.locks for the tabs of one browser: exclusive, in request order, `ifAvailable` granting null. */
function fakeTabLocks(): TabLocks {
  const held = new Set<string>()
  const queues = new Map<string, (() => void)[]>()
  return {
    async request(name, options, granted) {
      if (held.has(name)) {
        if (options.ifAvailable) return granted(null)
        await new Promise<void>((turn) => queues.set(name, [...(queues.get(name) ?? []), turn]))
      }
      held.add(name)
      try {
        return await granted({ name, mode: 'exclusive' })
      } finally {
        held.delete(name)
        queues.get(name)?.shift()?.()
      }
    },
  }
}

/** A tab's own exchange: it stores what the server answers in the browser's shared storage. */
function tabExchange(storage: { pair: TokenPair | null }, answer: () => Promise<TokenPair>) {
  const sent: string[] = []
  const exchange: TokenExchange = async (refresh) => {
    sent.push(refresh)
    const pair = await answer()
    storage.pair = pair
    return pair
  }
  return { exchange, sent }
}

let channelCount = 0
const freshChannel = () => `exchange-test-${process.pid}-${(channelCount += 1)}`
const newPair = { access: 'access-2', refresh: 'refresh-2' }
const untilTurn = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A browser whose first tab leads and holds its server's answer until `answerServer`; `tab` opens another. */
async function browserWithLeadingTab() {
  const locks = fakeTabLocks()
  const channel = freshChannel()
  const storage: { pair: TokenPair | null } = { pair: null }
  let answerServer: (pair: TokenPair) => void = () => undefined
  const leading = tabExchange(storage, () => new Promise((resolve) => (answerServer = resolve)))
  const leadingTab = exchangeDelegation(locks, channel)(leading.exchange)
  await untilTurn()
  return {
    storage,
    leading,
    leadingTab,
    answerServer: (pair: TokenPair) => answerServer(pair),
    tab: (own: ReturnType<typeof tabExchange>) => exchangeDelegation(locks, channel)(own.exchange),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('a tab renewing the session hands the exchange to the longest-open tab', () => {
  test('the leading tab sends the refresh and stores the pair, so a tab closed meanwhile loses nothing', async () => {
    const { storage, leading, answerServer, tab } = await browserWithLeadingTab()
    const asking = tabExchange(storage, () => Promise.resolve({ access: 'never', refresh: 'never' }))
    const askingTab = tab(asking)

    const asked = askingTab('refresh-1')
    await vi.waitFor(() => expect(leading.sent).toEqual(['refresh-1']))
    answerServer(newPair)

    // Stored by the leading tab, whether or not the asking tab is still there to hear the answer.
    await vi.waitFor(() => expect(storage.pair).toEqual(newPair))
    await expect(asked).resolves.toEqual(newPair)
    expect(asking.sent).toEqual([])
  })

  test('asked again for a token it is exchanging (the asking tab closed, the next one took over), the leading tab answers with the same pair', async () => {
    const { storage, leading, leadingTab, answerServer, tab } = await browserWithLeadingTab()
    const closedTab = tab(tabExchange(storage, () => Promise.resolve(newPair)))
    const nextTab = tab(tabExchange(storage, () => Promise.resolve(newPair)))

    void closedTab('refresh-1')
    await vi.waitFor(() => expect(leading.sent).toEqual(['refresh-1']))
    const askedByNext = nextTab('refresh-1')
    const askedByLeader = leadingTab('refresh-1')
    await untilTurn()
    answerServer(newPair)

    await expect(askedByNext).resolves.toEqual(newPair)
    await expect(askedByLeader).resolves.toEqual(newPair)
    expect(leading.sent).toEqual(['refresh-1'])
  })

  test('a refresh that failed unanswered (no network) is tried again, not answered from memory', async () => {
    const storage: { pair: TokenPair | null } = { pair: null }
    let online = false
    const leading = tabExchange(storage, () =>
      online
        ? Promise.resolve(newPair)
        : Promise.reject(new NetworkError({ method: 'POST', url: '/v1/admin/auth/refresh/', cause: new TypeError('Failed to fetch') })),
    )
    const leadingTab = exchangeDelegation(fakeTabLocks(), freshChannel())(leading.exchange)
    await untilTurn()
    await expect(leadingTab('refresh-1')).rejects.toBeInstanceOf(NetworkError)
    online = true
    await vi.waitFor(() => expect(leadingTab('refresh-1')).resolves.toEqual(newPair))
    expect(leading.sent).toEqual(['refresh-1', 'refresh-1'])
  })

  test('the leading tab exchanges its own token itself', async () => {
    const storage: { pair: TokenPair | null } = { pair: null }
    const leading = tabExchange(storage, () => Promise.resolve(newPair))
    const leadingTab = exchangeDelegation(fakeTabLocks(), freshChannel())(leading.exchange)
    await untilTurn()
    await expect(leadingTab('refresh-1')).resolves.toEqual(newPair)
    expect(leading.sent).toEqual(['refresh-1'])
  })

  test('a refusal in the leading tab reaches the asking tab as the same HttpError, which ends the session there', async () => {
    const locks = fakeTabLocks()
    const channel = freshChannel()
    const storage: { pair: TokenPair | null } = { pair: null }
    const refusal = new HttpError({
      status: 401,
      method: 'POST',
      url: '/v1/admin/auth/refresh/',
      body: { detail: 'Token is blacklisted', code: 'token_not_valid' },
    })
    exchangeDelegation(locks, channel)(tabExchange(storage, () => Promise.reject(refusal)).exchange)
    await untilTurn()
    const askingTab = exchangeDelegation(locks, channel)(tabExchange(storage, () => Promise.resolve(newPair)).exchange)

    const failure = await askingTab('refresh-1').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(HttpError)
    expect(failure).toMatchObject({ status: 401, code: 'token_not_valid', detail: 'Token is blacklisted' })
    expect(storage.pair).toBeNull()
  })

  test('when no tab takes the exchange within 2 s (the leading tab is going away), the asking tab sends it itself, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const locks = fakeTabLocks()
    const channel = freshChannel()
    // A leading tab that no longer answers: it holds the lead, and nothing listens on its behalf.
    void locks.request(`${channel}:leader`, {}, () => new Promise(() => undefined))
    const storage: { pair: TokenPair | null } = { pair: null }
    const asking = tabExchange(storage, () => Promise.resolve(newPair))
    const askingTab = exchangeDelegation(locks, channel)(asking.exchange)

    const asked = askingTab('refresh-1')
    await vi.advanceTimersByTimeAsync(1_900)
    expect(asking.sent).toEqual([])
    await vi.advanceTimersByTimeAsync(200)
    await expect(asked).resolves.toEqual(newPair)
    expect(asking.sent).toEqual(['refresh-1'])
    expect(storage.pair).toEqual(newPair)
  })
})
