import { ApiError } from '../core/errors'

/** Limits of failed sign-ins (seconds); README's SIGNIN_* variables. */
export interface SignInThrottleLimits {
  /** Failures of one account allowed; the next sign-in is refused for a while. */
  maxFailuresPerAccount: number
  /** The same for one client address. */
  maxFailuresPerAddress: number
  /** Failures are counted until this long passes without one. */
  windowSeconds: number
  /** The first wait; it doubles with each further failure. */
  firstWaitSeconds: number
  maxWaitSeconds: number
}

/** Limits of token refreshes within a window (README's REFRESH_* variables). */
export interface RefreshThrottleLimits {
  perFamily: number
  perAddress: number
  windowSeconds: number
}

export const defaultSignInLimits: SignInThrottleLimits = {
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 5,
  windowSeconds: 900,
  firstWaitSeconds: 60,
  maxWaitSeconds: 900,
}

/** A day of many tabs with 20-second tokens stays far below: a family refreshes a few times a minute. */
export const defaultRefreshLimits: RefreshThrottleLimits = { perFamily: 60, perAddress: 600, windowSeconds: 60 }

/** Keys kept at most; expired ones go first, then the oldest (a flood of made-up e-mails cannot fill memory). */
const keysKept = 50_000

/** 429 `{detail, code: "throttled"}` with Retry-After in whole seconds. */
export class ThrottledError extends ApiError {
  constructor(retryAfterSeconds: number) {
    const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds))
    const detail = `Слишком много попыток. Повторите через ${retryAfter} с.`
    super(429, { detail, code: 'throttled' }, detail, { 'Retry-After': String(retryAfter) })
  }
}

/** Seconds, fractional; a test gives its own clock. */
export type Clock = () => number
const systemClock: Clock = () => Date.now() / 1000

/** Drops entries that `expired` says are over, then the oldest, while more than `keysKept` are kept. */
function prune<V>(map: Map<string, V>, expired: (value: V) => boolean): void {
  if (map.size <= keysKept) return
  for (const [key, value] of map) if (expired(value)) map.delete(key)
  for (const key of map.keys()) {
    if (map.size <= keysKept) break
    map.delete(key)
  }
}

interface Failures {
  count: number
  last: number
}

/**
 * Failed sign-ins per account (its e-mail, trimmed and lower-cased, known or not) and per client
 * address, in memory. Failures count until `windowSeconds` pass without one; from `max` failures
 * on, sign-in waits `firstWaitSeconds` after the last failure, doubling with each further failure
 * up to `maxWaitSeconds`. A success clears the account's count (the address keeps its earlier failures).
 */
export class SignInThrottle {
  private readonly failures = new Map<string, Failures>()

  constructor(
    readonly limits: SignInThrottleLimits,
    private readonly now: Clock = systemClock,
  ) {}

  private current(key: string, at: number): Failures | undefined {
    const entry = this.failures.get(key)
    if (entry && at - entry.last > this.limits.windowSeconds) {
      this.failures.delete(key)
      return undefined
    }
    return entry
  }

  private waitLeft(key: string, max: number, at: number): number {
    const entry = this.current(key, at)
    if (!entry || entry.count < max) return 0
    const wait = Math.min(this.limits.firstWaitSeconds * 2 ** (entry.count - max), this.limits.maxWaitSeconds)
    return entry.last + wait - at
  }

  /**
   * Throws ThrottledError while the account or the address has to wait; otherwise counts the
   * attempt as a failure at once, before its password is checked, so that guesses sent in parallel
   * are counted too. `succeeded` takes it back.
   */
  attempt(email: string, address: string): void {
    const at = this.now()
    const account = `account:${normalisedEmail(email)}`
    const wait = Math.max(
      this.waitLeft(account, this.limits.maxFailuresPerAccount, at),
      this.waitLeft(`address:${address}`, this.limits.maxFailuresPerAddress, at),
    )
    if (wait > 0) throw new ThrottledError(wait)
    for (const key of [account, `address:${address}`]) {
      const entry = this.current(key, at)
      // re-inserted: the map stays in order of the last failure, for prune
      this.failures.delete(key)
      this.failures.set(key, { count: (entry?.count ?? 0) + 1, last: at })
    }
    prune(this.failures, (entry) => at - entry.last > this.limits.windowSeconds)
  }

  /** The attempt's password was right: the account starts afresh, and the address's count loses the attempt. */
  succeeded(email: string, address: string): void {
    this.failures.delete(`account:${normalisedEmail(email)}`)
    const entry = this.failures.get(`address:${address}`)
    if (entry) entry.count = Math.max(0, entry.count - 1)
  }

  /** Forgets every failure (a test control). */
  clear(): void {
    this.failures.clear()
  }
}

interface Window {
  start: number
  count: number
}

/**
 * Refreshes per token family (the chain of refresh tokens of one sign-in) and per client address:
 * at most `perFamily` / `perAddress` in a window of `windowSeconds`.
 */
export class RefreshThrottle {
  private readonly windows = new Map<string, Window>()

  constructor(
    readonly limits: RefreshThrottleLimits,
    private readonly now: Clock = systemClock,
  ) {}

  private take(key: string, max: number): void {
    const at = this.now()
    let window = this.windows.get(key)
    if (!window || at - window.start >= this.limits.windowSeconds) {
      this.windows.delete(key)
      window = { start: at, count: 0 }
      this.windows.set(key, window)
      prune(this.windows, (candidate) => at - candidate.start >= this.limits.windowSeconds)
    }
    if (window.count >= max) throw new ThrottledError(window.start + this.limits.windowSeconds - at)
    window.count += 1
  }

  /** Counts a refresh from `address`; throws ThrottledError over the limit. */
  fromAddress(address: string): void {
    this.take(`address:${address}`, this.limits.perAddress)
  }

  /** Counts a refresh of the token family `family`; throws ThrottledError over the limit. */
  ofFamily(family: string): void {
    this.take(`family:${family}`, this.limits.perFamily)
  }

  clear(): void {
    this.windows.clear()
  }
}

/** How sign-in compares e-mails: trimmed, lower-cased (the admins' column is NOCASE). */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase()
}
