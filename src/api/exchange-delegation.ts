import type { TokenPair } from '../../contract/schemas/auth'
import { browserLocks, electLeader, type TabLocks } from '../lib/leader'
import { HttpError, isHttpError, isNetworkError, NetworkError } from './errors'

/** Spends a refresh token for a new pair, which is stored (and the token marked spent) before it resolves. */
export type TokenExchange = (refresh: string) => Promise<TokenPair>

/** Wraps this tab's exchange so that another tab may run it instead. */
export type ExchangeDelegation = (exchangeHere: TokenExchange) => TokenExchange

/** How an exchange ended, in a form that crosses between tabs. */
type ExchangeOutcome =
  | { kind: 'pair'; pair: TokenPair }
  | { kind: 'http'; status: number; method: string; url: string; body: unknown; retryAfter: number | undefined }
  | { kind: 'network'; method: string; url: string; message: string }
  | { kind: 'failed'; message: string }

type DelegationMessage =
  | { type: 'exchange'; id: string; refresh: string }
  | { type: 'accepted'; id: string }
  | { type: 'settled'; id: string; outcome: ExchangeOutcome }

/** How long a tab waits for the leading tab to take its exchange before it runs the exchange itself. */
const acceptanceWaitMs = 2_000
/** How long a taken exchange waits for its answer: the leading tab may have been closed meanwhile. */
const settlementWaitMs = 20_000
/** A claim outlives its exchange by far more than a late message takes, so a token is never sent twice. */
const claimHoldMs = 30_000

/**
 * With rotating refresh tokens, a tab closed or reloaded while its refresh request is on the way
 * loses the new pair, and the token it spent ends the session in every tab. So a tab hands its
 * exchange to the longest-open tab of the console (the holder of a Web Lock that passes on when that
 * tab goes), which stores the pair whatever becomes of the asking tab. When no tab takes it within
 * 2 s (the leading tab is going away), the asking tab runs it itself. Either side claims the token
 * first under a lock of its own, so it is sent once.
 *
 * Undefined without Web Locks or BroadcastChannel: each tab then exchanges for itself.
 */
export function browserExchangeDelegation(): ExchangeDelegation | undefined {
  const locks = browserLocks()
  if (!locks || typeof BroadcastChannel === 'undefined') return undefined
  return exchangeDelegation(locks)
}

/** The delegation over these locks and the BroadcastChannel of this name (tests give their own). */
export function exchangeDelegation(locks: TabLocks, channelName = 'console-token-exchange'): ExchangeDelegation {
  return (exchangeHere) => {
    const channel = new BroadcastChannel(channelName)
    const send = (message: DelegationMessage) => channel.postMessage(message)
    let leading = false
    // Never stopped: the lead passes on when this tab goes.
    electLeader(
      `${channelName}:leader`,
      async () => {
        leading = true
      },
      locks,
    )

    /**
     * Takes the token's exchange for this tab, or resolves to null when another tab has taken it. The
     * release keeps the claim a while once the server has answered (the token is spent), and frees it
     * at once when the request failed unanswered, so that it may be tried again.
     */
    const claim = (refresh: string) =>
      new Promise<((outcome: ExchangeOutcome) => void) | null>((settled) => {
        void locks.request(`${channelName}:claim:${refresh}`, { ifAvailable: true }, (lock) => {
          if (lock === null) return settled(null)
          return new Promise<void>((release) => settled((outcome) => setTimeout(release, answered(outcome) ? claimHoldMs : 0)))
        })
      })

    /**
     * This tab's exchanges by token, each under its claim: while one runs in the leading tab (and for
     * a while after), whoever asks for the same token gets its answer. An asking tab closed
     * mid-exchange frees the refresh lock, and the next tab to take it (this one too) still finds the
     * old pair in storage.
     */
    const exchanges = new Map<string, { claimed: Promise<boolean>; outcome: Promise<ExchangeOutcome> }>()
    const exchangeOnce = (refresh: string) => {
      const known = exchanges.get(refresh)
      if (known) return known
      const release = claim(refresh)
      const outcome = release.then(async (claimed): Promise<ExchangeOutcome> => {
        if (claimed === null) return { kind: 'failed', message: 'Another tab is renewing the session with this token' }
        const settled = await outcomeOf(exchangeHere(refresh))
        claimed(settled)
        return settled
      })
      const entry = { claimed: release.then((claimed) => claimed !== null), outcome }
      exchanges.set(refresh, entry)
      void outcome.then((settled) => setTimeout(() => exchanges.delete(refresh), answered(settled) ? claimHoldMs : 0))
      return entry
    }

    channel.addEventListener('message', (event: MessageEvent<DelegationMessage>) => {
      const message = event.data
      if (!leading || message.type !== 'exchange') return
      void (async () => {
        const { claimed, outcome } = exchangeOnce(message.refresh)
        // Claimed by the asking tab itself, after waiting in vain for this one: it sends the token.
        if (!(await claimed)) return
        send({ type: 'accepted', id: message.id })
        send({ type: 'settled', id: message.id, outcome: await outcome })
      })()
    })

    return async (refresh) => {
      if (leading) return pairOf(await exchangeOnce(refresh).outcome)
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`
      const answer = answerTo(channel, id)
      try {
        send({ type: 'exchange', id, refresh })
        if (!(await answer.accepted(acceptanceWaitMs))) {
          const own = exchangeOnce(refresh)
          if (await own.claimed) return pairOf(await own.outcome)
        }
        // Taken by the leading tab (its acceptance may come after the wait): its answer comes.
        return pairOf(await answer.settled(settlementWaitMs))
      } finally {
        answer.stop()
      }
    }
  }
}

/** The answers to one asked exchange, as they arrive on the channel. */
function answerTo(channel: BroadcastChannel, id: string) {
  let accept: () => void = () => undefined
  let settle: (outcome: ExchangeOutcome) => void = () => undefined
  const accepted = new Promise<void>((resolve) => (accept = resolve))
  const settled = new Promise<ExchangeOutcome>((resolve) => (settle = resolve))
  const listener = (event: MessageEvent<DelegationMessage>) => {
    const message = event.data
    if (message.id !== id) return
    if (message.type === 'accepted') accept()
    if (message.type === 'settled') {
      accept()
      settle(message.outcome)
    }
  }
  channel.addEventListener('message', listener)
  const within = <T>(promise: Promise<T>, ms: number, late: T) =>
    Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(late), ms))])
  const lost: ExchangeOutcome = { kind: 'failed', message: 'The tab that renewed the session went away before it answered' }
  return {
    accepted: (ms: number) =>
      within(
        accepted.then(() => true),
        ms,
        false,
      ),
    settled: (ms: number) => within(settled, ms, lost),
    stop: () => channel.removeEventListener('message', listener),
  }
}

async function outcomeOf(exchange: Promise<TokenPair>): Promise<ExchangeOutcome> {
  try {
    return { kind: 'pair', pair: await exchange }
  } catch (error) {
    if (isHttpError(error)) {
      const { status, method, url, body, retryAfter } = error
      return { kind: 'http', status, method, url, body, retryAfter }
    }
    if (isNetworkError(error)) {
      const cause = error.cause instanceof Error ? error.cause.message : String(error.cause)
      return { kind: 'network', method: error.method, url: error.url, message: cause }
    }
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
}

/** The server answered (the token is spent, or refused): asking again with it cannot bring another pair. */
function answered(outcome: ExchangeOutcome): boolean {
  return outcome.kind === 'pair' || outcome.kind === 'http'
}

function pairOf(outcome: ExchangeOutcome): TokenPair {
  switch (outcome.kind) {
    case 'pair':
      return outcome.pair
    case 'http':
      throw new HttpError(outcome)
    case 'network':
      throw new NetworkError({ method: outcome.method, url: outcome.url, cause: outcome.message })
    case 'failed':
      throw new Error(outcome.message)
  }
}
