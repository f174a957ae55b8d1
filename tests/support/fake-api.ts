import { createFakeTokens, type FakeTokenPair } from './fake-tokens'

export type { FakeTokenPair }

/**
 * An in-process fake of the admin API (docs/openapi.json), used as the `fetch` of the HTTP client.
 * It records every request, signs in the demo admin, rotates refresh tokens (a spent one answers
 * 401 token_not_valid), serves the profile, and lets a test add routes, inject faults and hold
 * answers. Several consoles (tabs) may share one fake.
 */

export interface FakeRequest {
  method: string
  /** The URL exactly as the client asked for it. */
  url: string
  /** '' when the client asked for a same-origin (relative) URL. */
  origin: string
  path: string
  query: URLSearchParams
  headers: Headers
  /** Parsed JSON, the text when it is not JSON, FormData as is, undefined without a body. */
  body: unknown
  /** Values of the `:name` segments of the route that matched. */
  params: Record<string, string>
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response>

/** An answer with this status (and body), or 'network': fetch rejects as when offline. */
export type FakeFault = { status: number; body?: unknown } | 'network'

export interface HeldRequest {
  /** Resolves when the held request reaches the fake. */
  readonly arrived: Promise<FakeRequest>
  /** Lets the held request be answered. */
  release(): void
}

export interface FakeApi {
  readonly fetch: typeof fetch
  /** Every request in the order it arrived (including those that failed with a fault). */
  readonly requests: readonly FakeRequest[]
  requestsTo(method: string, path: string): FakeRequest[]
  /** Adds (or replaces) a route; `:name` segments match anything. Routes need a valid bearer unless `auth: false`. */
  on(method: string, pattern: string, handler: FakeHandler, options?: { auth?: boolean }): void
  /** The next `times` requests to exactly this method and path get `fault` instead of their answer. */
  fail(method: string, path: string, fault: FakeFault, times?: number): void
  /** The next request to this method and path waits until released. */
  hold(method: string, path: string): HeldRequest
  /** A fresh pair, as if the admin had signed in earlier. */
  issueTokens(): FakeTokenPair
  /** Every access token issued so far is refused from now on (refresh tokens still work). */
  expireAccessTokens(): void
  /** Every refresh token issued so far is refused from now on. */
  revokeRefreshTokens(): void
  readonly credentials: { email: string; password: string }
  readonly profile: FakeProfile
}

export interface FakeProfile {
  uuid: string
  email: string
  first_name: string
  last_name: string
  role: 'admin'
  last_login: string | null
}

export const fakePaths = {
  signIn: '/v1/admin/auth/signin/',
  refresh: '/v1/admin/auth/refresh/',
  profile: '/v1/admin/profile/',
} as const

/** A JSON answer. */
export function jsonResponse(status: number, body: unknown, headers?: HeadersInit): Response {
  const allHeaders = new Headers(headers)
  allHeaders.set('Content-Type', 'application/json')
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: allHeaders })
}

interface Route {
  method: string
  segments: string[]
  handler: FakeHandler
  auth: boolean
}

interface PendingFault {
  method: string
  path: string
  fault: FakeFault
  remaining: number
}

interface PendingHold {
  method: string
  path: string
  arrive(request: FakeRequest): void
  released: Promise<void>
}

const tokenNotValid = { detail: 'Given token not valid for any token type', code: 'token_not_valid' }

export interface FakeApiOptions {
  /** Seconds an access token lives, as a JWT with `iat` and `exp` (see fake-tokens.ts); opaque tokens without it. */
  accessTokenLifetime?: number
}

export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const credentials = { email: 'admin@example.com', password: 'admin12345' }
  const profile: FakeProfile = {
    uuid: '5f0c6a3e-8d2b-4c1e-9a7f-3b2d1e0c9a8b',
    email: credentials.email,
    first_name: 'Анна',
    last_name: 'Смирнова',
    role: 'admin',
    last_login: '2026-10-03T14:05:00+03:00',
  }
  const requests: FakeRequest[] = []
  const routes: Route[] = []
  const faults: PendingFault[] = []
  const holds: PendingHold[] = []
  const tokens = createFakeTokens(options.accessTokenLifetime)
  const issueTokens = tokens.issue

  function on(method: string, pattern: string, handler: FakeHandler, options: { auth?: boolean } = {}): void {
    const route: Route = { method: method.toUpperCase(), segments: pattern.split('/'), handler, auth: options.auth ?? true }
    const existing = routes.findIndex((r) => r.method === route.method && r.segments.join('/') === route.segments.join('/'))
    if (existing === -1) routes.push(route)
    else routes[existing] = route
  }

  on(
    'POST',
    fakePaths.signIn,
    ({ body }) => {
      const problems = missingStringFields(body, ['email', 'password'])
      if (problems.length > 0) return jsonResponse(422, { detail: problems })
      const { email, password } = body as { email: string; password: string }
      if (email !== credentials.email || password !== credentials.password) {
        return jsonResponse(401, { detail: 'Неверная электронная почта или пароль', code: 'invalid_credentials' })
      }
      return jsonResponse(200, issueTokens())
    },
    { auth: false },
  )

  on(
    'POST',
    fakePaths.refresh,
    ({ body }) => {
      const problems = missingStringFields(body, ['refresh'])
      if (problems.length > 0) return jsonResponse(422, { detail: problems })
      const { refresh } = body as { refresh: string }
      if (!tokens.spendRefresh(refresh)) return jsonResponse(401, tokenNotValid)
      return jsonResponse(200, issueTokens())
    },
    { auth: false },
  )

  on('GET', fakePaths.profile, () => jsonResponse(200, profile))

  async function answer(request: FakeRequest, signal: AbortSignal | undefined): Promise<Response> {
    const hold = takeFirst(holds, (h) => h.method === request.method && h.path === request.path)
    if (hold) {
      hold.arrive(request)
      await untilAborted(hold.released, signal)
    }
    const fault = faults.find((f) => f.method === request.method && f.path === request.path && f.remaining > 0)
    if (fault) {
      fault.remaining -= 1
      if (fault.fault === 'network') throw new TypeError('Failed to fetch')
      return jsonResponse(fault.fault.status, fault.fault.body ?? { detail: `Fake fault ${fault.fault.status}` })
    }
    const match = matchRoute(routes, request.method, request.path)
    if (!match) return jsonResponse(404, { detail: 'Not found.' })
    if (match.route.auth && !tokens.accessValid(bearerOf(request.headers))) return jsonResponse(401, tokenNotValid)
    return match.route.handler({ ...request, params: match.params })
  }

  const fakeFetch: typeof fetch = async (input, init) => {
    const request = readRequest(input, init)
    requests.push(request)
    const signal = init?.signal ?? undefined
    if (signal?.aborted) throw signal.reason
    return answer(request, signal)
  }

  return {
    fetch: fakeFetch,
    requests,
    requestsTo: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    on,
    fail(method, path, fault, times = 1) {
      faults.push({ method: method.toUpperCase(), path, fault, remaining: times })
    },
    hold(method, path) {
      let arrive: (request: FakeRequest) => void = () => undefined
      let release: () => void = () => undefined
      const arrived = new Promise<FakeRequest>((resolve) => {
        arrive = resolve
      })
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      holds.push({ method: method.toUpperCase(), path, arrive, released })
      return { arrived, release }
    },
    issueTokens,
    expireAccessTokens: tokens.expireAccess,
    revokeRefreshTokens: tokens.revokeRefresh,
    credentials,
    profile,
  }
}

function readRequest(input: RequestInfo | URL, init: RequestInit | undefined): FakeRequest {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  const parsed = new URL(url, 'http://console.test')
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    url,
    origin: /^[a-z][a-z0-9+.-]*:/i.test(url) ? parsed.origin : '',
    path: parsed.pathname,
    query: parsed.searchParams,
    headers: new Headers(init?.headers),
    body: readBody(init?.body),
    params: {},
  }
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

function bearerOf(headers: Headers): string {
  return headers.get('Authorization')?.replace(/^Bearer /, '') ?? ''
}

function matchRoute(routes: Route[], method: string, path: string): { route: Route; params: Record<string, string> } | undefined {
  const segments = path.split('/')
  for (const route of routes) {
    if (route.method !== method || route.segments.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = route.segments.every((segment, index) => {
      const actual = segments[index] ?? ''
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(actual)
        return actual !== ''
      }
      return segment === actual
    })
    if (matches) return { route, params }
  }
  return undefined
}

function missingStringFields(body: unknown, fields: string[]): { loc: string[]; msg: string; type: string }[] {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  return fields
    .filter((field) => typeof record[field] !== 'string')
    .map((field) => ({ loc: ['body', field], msg: 'Field required', type: 'missing' }))
}

function takeFirst<T>(items: T[], predicate: (item: T) => boolean): T | undefined {
  const index = items.findIndex(predicate)
  return index === -1 ? undefined : items.splice(index, 1)[0]
}

function untilAborted(released: Promise<void>, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) return released
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true })
    released.then(resolve)
  })
}
