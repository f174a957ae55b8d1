import type { Context, MiddlewareHandler } from 'hono'
import { Hono } from 'hono'
import { boolean, enums, integer, max, min, object, optional, refine, string, type Infer } from 'superstruct'
import type { TokenService } from './auth/tokens'
import type { AppEnv } from './context'
import { readBody } from './http/body'

const FaultBody = refine(
  object({
    method: enums(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'get', 'post', 'patch', 'put', 'delete']),
    path: refine(string(), 'path', (value) => value.startsWith('/') || 'Expected a path starting with /'),
    status: optional(max(min(integer(), 100), 599)),
    hang: optional(boolean()),
    delay: optional(max(min(integer(), 0), 60_000)),
    times: optional(min(integer(), 1)),
  }),
  'fault',
  (value) => value.status !== undefined || value.hang === true || value.delay !== undefined || 'Give status, hang or delay',
)
type FaultBody = Infer<typeof FaultBody>

interface Fault extends Omit<FaultBody, 'method'> {
  method: string
  /** Answers left; undefined: until cleared. */
  remaining: number | undefined
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Controls for end-to-end tests, mounted under /__test__/ only when the server runs with
 * testControls:
 * - `POST /__test__/faults` `{method, path, status?, hang?, delay?, times?}`: the next `times`
 *   calls (default: until cleared) to exactly that method and path answer `status` (with a body in
 *   the contract's shape), or never answer (`hang`), or answer `delay` ms late (a top-up waits after
 *   claiming its Idempotency-Key, so a second call with the key meanwhile answers 409);
 * - `DELETE /__test__/faults`: clears them (and lets hanging calls go);
 * - `POST /__test__/revoke-refresh-tokens`: every refresh token issued so far is refused;
 * - `DELETE /__test__/throttle`: forgets failed sign-ins and counted refreshes (a test that met
 *   the throttle leaves the address usable for the next);
 * - `GET /__test__/requests?path=...`: `{count}` of calls to that path since the last
 *   `DELETE /__test__/requests`.
 */
export class TestControls {
  private faults: Fault[] = []
  private readonly seen = new Map<string, number>()
  private readonly hanging = new Set<() => void>()

  constructor(
    private readonly tokens: TokenService,
    /** The sign-in and refresh throttles, which `DELETE /__test__/throttle` clears. */
    private readonly throttles: readonly { clear(): void }[] = [],
  ) {}

  /** Counts calls and applies faults; runs before authentication. */
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
    if (fault.status !== undefined) return this.faultAnswer(fault.status)
    c.set('faultDelay', fault.delay)
    await next()
    const left = takeFaultDelay(c)
    if (left > 0) await sleep(left)
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

  private faultAnswer(status: number): Response {
    const detail = `Тестовый сбой: ответ ${status}.`
    const body =
      status === 401
        ? { detail, code: 'token_not_valid' }
        : status === 422
          ? { detail: [{ loc: ['body'], msg: detail, type: 'test_fault' }] }
          : { detail }
    return new Response(status === 204 || status === 304 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  }

  /** The /__test__/ routes. */
  routes(): Hono<AppEnv> {
    const routes = new Hono<AppEnv>()
    routes.post('/faults', async (c) => {
      const body = await readBody(c, FaultBody)
      this.faults.push({ ...body, method: body.method.toUpperCase(), remaining: body.times })
      return c.json({ faults: this.faults.length }, 201)
    })
    routes.delete('/faults', (c) => {
      this.faults = []
      this.releaseAll()
      return c.body(null, 204)
    })
    routes.post('/revoke-refresh-tokens', (c) => c.json({ revoked: this.tokens.revokeAll() }))
    routes.delete('/throttle', (c) => {
      for (const throttle of this.throttles) throttle.clear()
      return c.body(null, 204)
    })
    routes.get('/requests', (c) => c.json({ count: this.seen.get(c.req.query('path') ?? '') ?? 0 }))
    routes.delete('/requests', (c) => {
      this.seen.clear()
      return c.body(null, 204)
    })
    return routes
  }

  /** Lets every hanging call answer (the server is closing or the faults were cleared). */
  releaseAll(): void {
    for (const release of [...this.hanging]) release()
  }
}

/** The delay a test fault set for this call, consumed: the caller waits it at the moment that matters. */
export function takeFaultDelay(c: Context<AppEnv>): number {
  const delay = c.get('faultDelay') ?? 0
  c.set('faultDelay', undefined)
  return delay
}

/** Waits the delay a test fault set for this call, if any. */
export async function waitFaultDelay(c: Context<AppEnv>): Promise<void> {
  const delay = takeFaultDelay(c)
  if (delay > 0) await sleep(delay)
}
