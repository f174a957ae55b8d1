import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/app-env'
import type { TokenService } from '../auth/tokens'
import { faultAnswer, type Fault, type FaultBody } from './faults'

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * What the end-to-end tests steer the server with (see routes.ts for the /__test__/ calls):
 * faults on a method and path, the calls counted per path, refresh tokens revoked, and the
 * sign-in and refresh throttles cleared.
 */
export class TestControls {
  private faults: Fault[] = []
  private readonly seen = new Map<string, number>()
  private readonly hanging = new Set<() => void>()
  /** Roles off: the profile lacks permissions, nothing is refused, no top-up waits, approvals are unknown. */
  withoutRoles = false
  /** Live off: the event stream, presence and claims answer 404, as a backend without the extension. */
  withoutLive = false

  constructor(
    private readonly tokens: TokenService,
    /** The sign-in and refresh throttles, which clearThrottles() clears. */
    private readonly throttles: readonly { clear(): void }[] = [],
    /** The refresh reuse grace the server was started with (seconds), which setRefreshReuseGrace(true) restores. */
    private readonly configuredReuseGrace = 0,
  ) {}

  /**
   * Counts calls and applies faults; runs before authentication. A delay waits at the call's
   * pause (a top-up: holding its Idempotency-Key) or, when the call takes none, before it answers.
   */
  readonly middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const path = c.req.path
    if (path.startsWith('/__test__/')) return next()
    this.seen.set(path, (this.seen.get(path) ?? 0) + 1)
    const fault = this.faults.find((candidate) => candidate.method === c.req.method && candidate.path === path)
    if (!fault) return next()
    if (fault.remaining !== undefined) {
      fault.remaining -= 1
      if (fault.remaining <= 0) this.faults = this.faults.filter((candidate) => candidate !== fault)
    }
    if (fault.hang) {
      await this.hang(c)
      return c.json({ detail: 'Тестовый сбой: ответ не пришёл.' }, 504)
    }
    if (fault.status !== undefined) return faultAnswer(fault.status)
    let delay = fault.delay ?? 0
    const waitDelay = async () => {
      const left = delay
      delay = 0
      if (left > 0) await sleep(left)
    }
    c.set('pause', waitDelay)
    await next()
    await waitDelay()
  }

  private hang(c: Context<AppEnv>): Promise<void> {
    return new Promise((resolve) => {
      const release = () => {
        this.hanging.delete(release)
        resolve()
      }
      this.hanging.add(release)
      c.req.raw.signal.addEventListener('abort', release, { once: true })
    })
  }

  /** The next `times` calls (default: until cleared) to that method and path take the fault; answers how many are set. */
  addFault(body: FaultBody): number {
    this.faults.push({ ...body, method: body.method.toUpperCase(), remaining: body.times })
    return this.faults.length
  }

  /** Clears the faults and lets hanging calls go. */
  clearFaults(): void {
    this.faults = []
    this.releaseAll()
  }

  /** Off: a spent refresh token is refused at once, as a strictly rotating backend without a reuse grace does. */
  setRefreshReuseGrace(enabled: boolean): void {
    this.tokens.setReuseGrace(enabled ? this.configuredReuseGrace : 0)
  }

  /** Every refresh token issued so far is refused; answers how many were revoked. */
  revokeRefreshTokens(): number {
    return this.tokens.revokeAll()
  }

  /** Forgets failed sign-ins and counted refreshes (a test that met the throttle leaves the address usable for the next). */
  clearThrottles(): void {
    for (const throttle of this.throttles) throttle.clear()
  }

  /** Calls to `path` since the counts were last cleared. */
  requestCount(path: string): number {
    return this.seen.get(path) ?? 0
  }

  clearRequestCounts(): void {
    this.seen.clear()
  }

  /** Lets every hanging call answer (the server is closing or the faults were cleared). */
  releaseAll(): void {
    for (const release of [...this.hanging]) release()
  }
}
