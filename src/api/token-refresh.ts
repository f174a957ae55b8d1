import type { TokenPair } from '../../contract/schemas/auth'
import { loadOnce } from '../lib/load-once'
import { isHttpError, SessionEndedError, type HttpError } from './errors'
import type { ExchangeDelegation, TokenExchange } from './exchange-delegation'

/** Where the client keeps the tokens ('' = none). The app backs it with its jotai store. */
export interface TokenStore {
  getAccess(): string
  getRefresh(): string
  set(pair: TokenPair): void
  clear(): void
  /** Re-read the persisted pair: another tab may have written it after this one last looked. */
  reload?(): void
}

/** Runs `task` while holding the named lock (the shape of `navigator.locks.request`). */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>

/** The Web Locks name every tab of the console refreshes under. */
export const tokenRefreshLockName = 'console-token-refresh'

/**
 * Refresh tokens spent by some tab, told to the others in step with the lock. Storage alone does
 * not do that: a tab granted the lock right after another tab rotated the pair may still read the
 * old pair from localStorage (the write reaches other tabs later, through another channel than the
 * lock), and would spend the spent token again, which ends the session.
 */
export interface SpentTokenMarks {
  /** Resolves once every tab can see that `refresh` was spent. */
  mark(refresh: string): Promise<void>
  isMarked(refresh: string): Promise<boolean>
}

export interface TokenRefresherConfig {
  tokens: TokenStore
  /** Spends a refresh token for a new pair (the refresh endpoint). */
  exchange(refreshToken: string): Promise<TokenPair>
  onSessionEnd(): void
  /** Defaults to Web Locks when the browser has them; without a lock, refreshes are single-flight within this tab only. */
  lock?: LockRunner
  /** Defaults to held Web Locks when the browser has them (loaded on `prepare`). */
  spentMarks?: SpentTokenMarks
  /** How long to wait for storage to show the pair that replaced a spent refresh token; 5 s by default. */
  storageLagLimitMs?: number
  /**
   * Defaults to the longest-open tab when the browser has Web Locks and BroadcastChannel (loaded on
   * `prepare`: a signed-out visitor's first load goes without it).
   */
  delegation?: ExchangeDelegation
}

export interface TokenRefresher {
  /** The refresh under way, if any: requests starting now wait for it. Resolves to the new access token. */
  readonly running: Promise<string> | undefined
  /**
   * A request sent with `failedAccess` was answered 401: resolves to the access token to replay it
   * with. Joins the refresh under way or starts the only one; rejects with SessionEndedError when
   * the session is over, or with the refresh's own error (e.g. a NetworkError), tokens kept.
   */
  renew(failedAccess: string): Promise<string>
  /**
   * A request replayed with `usedAccess` was answered 401 again: no second refresh. Ends the session
   * (unless the tokens changed meanwhile) and returns the error to reject the request with:
   * SessionEndedError, or the 401 itself when a new session began meanwhile.
   */
  refuseReplay(usedAccess: string, refusal: HttpError): Error
  /**
   * The tab is using its session: the exchange is made ready ahead of the first renewal, so that this
   * tab may lead the others' exchanges by then (and that renewal waits for no download).
   */
  prepare(): void
}

export function createTokenRefresher(config: TokenRefresherConfig): TokenRefresher {
  const { tokens } = config
  const runLocked = config.lock ?? browserLock()
  const storageLagLimitMs = config.storageLagLimitMs ?? 5_000
  let running: Promise<string> | undefined

  const exchangeHere: TokenExchange = async (refresh) => {
    const pair = await config.exchange(refresh)
    tokens.set(pair)
    // Before the lock is released, so that the next tab to take it knows, whatever its storage says.
    await (await prepare()).spentMarks?.mark(refresh)
    return pair
  }
  const loadShared = loadOnce(() =>
    loadCrossTab(config).then(({ delegation, spentMarks }) => ({ exchange: delegation?.(exchangeHere) ?? exchangeHere, spentMarks })),
  )
  // Its code could not be fetched (the network is down): this time the tab goes alone, the next one tries again.
  const prepare = (): Promise<CrossTab> => loadShared().catch(() => ({ exchange: exchangeHere, spentMarks: config.spentMarks }))

  function endSession(cause?: HttpError): SessionEndedError {
    tokens.clear()
    config.onSessionEnd()
    return new SessionEndedError(cause)
  }

  function readStored(): TokenPair {
    tokens.reload?.()
    return { access: tokens.getAccess(), refresh: tokens.getRefresh() }
  }

  /** The stored pair once it no longer holds `spentRefresh`: another tab's write is on its way here. */
  async function untilReplaced(spentRefresh: string): Promise<TokenPair> {
    const deadline = Date.now() + storageLagLimitMs
    for (;;) {
      const stored = readStored()
      if (stored.refresh !== spentRefresh) return stored
      if (Date.now() >= deadline) throw new Error('Another tab refreshed the session, but its new tokens never reached this tab')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  async function rotate(failedAccess: string, refreshAtFailure: string): Promise<string> {
    // Ready already unless the session's first use has not come (prepare): the pair is read after it.
    const { exchange, spentMarks } = await prepare()
    let stored = readStored()
    // The pair changed since this request went out: a refresh finished meanwhile (in this tab, or in
    // another one while we waited for the lock). Its pair is good, and our refresh token has been
    // spent: a rotating backend would answer 401 to it and end the session.
    const changed = () => stored.access !== '' && (stored.access !== failedAccess || stored.refresh !== refreshAtFailure)
    if (changed()) return stored.access
    if (stored.refresh !== '' && (await spentMarks?.isMarked(stored.refresh))) {
      stored = await untilReplaced(stored.refresh)
      if (changed()) return stored.access
    }
    if (stored.refresh === '') throw endSession()
    let pair: TokenPair
    try {
      pair = await exchange(stored.refresh)
    } catch (error) {
      if (isHttpError(error)) throw endSession(error)
      throw error
    }
    // Stored already by the tab that exchanged; when that was another tab, its write may not be here yet.
    tokens.set(pair)
    return pair.access
  }

  return {
    get running() {
      return running
    },

    renew(failedAccess) {
      if (running) return running
      const refreshAtFailure = tokens.getRefresh()
      const task = () => rotate(failedAccess, refreshAtFailure)
      running = (runLocked ? runLocked(tokenRefreshLockName, task) : task()).finally(() => {
        running = undefined
      })
      return running
    },

    prepare() {
      void prepare()
    },

    refuseReplay(usedAccess, refusal) {
      const currentAccess = tokens.getAccess()
      if (currentAccess === usedAccess) return endSession(refusal)
      // Another refused replay has ended the session already: same outcome, ended once.
      if (currentAccess === '') return new SessionEndedError(refusal)
      // A new session began meanwhile (a sign-in, another tab): it stays, and the caller may try again.
      return refusal
    },
  }
}

/** How the tabs renew one session together: who sends the token, and which tokens are spent already. */
interface CrossTab {
  exchange: TokenExchange
  spentMarks: SpentTokenMarks | undefined
}

/** The delegation and the spent marks the config does not give, from their own chunks (apart from the first load). */
async function loadCrossTab(config: TokenRefresherConfig) {
  const [delegation, spentMarks] = await Promise.all([
    config.delegation ?? import('./exchange-delegation').then((module) => module.browserExchangeDelegation()),
    config.spentMarks ?? import('./spent-marks').then((module) => module.browserSpentMarks(tokenRefreshLockName)),
  ])
  return { delegation, spentMarks }
}

function browserLock(): LockRunner | undefined {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return undefined
  // The lock is held until the task's promise settles; `async` flattens the promise it resolves to.
  return async (name, task) => locks.request(name, () => task())
}
