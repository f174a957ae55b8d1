import type { StructOf } from '../../contract/endpoint'
import { heldInterval } from '../lib/held-interval'
import { loadedAccessRenewal } from './access-renewal-loader'
import { refreshTokens } from './auth'
import { HttpError, isSessionEndedError, NetworkError, ResponseValidationError, type TooLargePart } from './errors'
import { createTokenRefresher, type LockRunner, type SpentTokenMarks, type TokenStore } from './token-refresh'

export interface RequestOptions {
  /** Defaults to GET, or POST when there is a body. */
  method?: string
  /** Sent as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  body?: unknown
  headers?: HeadersInit
  /** The only way a request ends early: the client has no timeout of its own. */
  signal?: AbortSignal
  /** false for sign-in and refresh: no bearer token, no refresh on 401. */
  auth?: boolean
  /** false for sign-in: a 429 is its answer to show, not to wait out; other calls wait its Retry-After once. */
  retryThrottled?: boolean
  /** Outlives the page (fetch keepalive): a delete sent as the page is left. */
  keepalive?: boolean
}

export interface HttpClientConfig {
  /** The API origin: '' for same-origin, or an absolute origin such as https://api.example.com. */
  host: string
  fetch?: typeof fetch
  tokens: TokenStore
  /** The session is over (tokens already cleared): the app goes to '/'. */
  onSessionEnd(): void
  /** Serializes refreshes across tabs; defaults to Web Locks when the browser has them. */
  lock?: LockRunner
  /** Tells the tabs which refresh tokens are spent; held Web Locks by default when the browser has them. */
  spentMarks?: SpentTokenMarks
}

export interface HttpClient {
  readonly host: string
  /** The answer's JSON body, validated (and coerced) with `struct`; a mismatch throws ResponseValidationError. */
  /** `path`: the URL after the host, its query string included (api/call builds it). */
  json<T>(path: string, struct: StructOf<T>, options?: RequestOptions): Promise<T>
  /** For answers without a body worth reading (e.g. 204). */
  send(path: string, options?: RequestOptions): Promise<void>
  /** The whole Response (headers, body stream) of a 2xx answer, for downloads. */
  raw(path: string, options?: RequestOptions): Promise<Response>
  /** Spends the refresh token for a new pair now (the person asked to keep the session), joining a refresh under way. */
  renewSession(): Promise<void>
  /**
   * While held, the access token is renewed ahead of its end on a timer, not only before a request:
   * a request sent as the page is left (keepalive) cannot wait for a renewal. Returns the release.
   */
  keepAccessFresh(): () => void
}

/** How often a held keepAccessFresh looks whether the token is due: well within the shortest lead (5 s of a 20-second token). */
const freshnessCheckMs = 1000

/**
 * The API client. Every call but those with `auth: false` carries the bearer access token, renewed
 * before the request when it is near its end (access-renewal.ts); a 401 all the same starts one
 * refresh (shared by every request that fails or starts meanwhile) and the request is sent once more
 * with the new token. Non-2xx answers throw HttpError, a failed fetch NetworkError.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const host = config.host.replace(/\/+$/, '')
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const { tokens } = config
  const renewal = loadedAccessRenewal()

  const refresher = createTokenRefresher({
    tokens,
    onSessionEnd: () => config.onSessionEnd(),
    lock: config.lock,
    spentMarks: config.spentMarks,
    exchange: async (refreshToken) => {
      const [pair, timing] = await Promise.all([refreshTokens(client, refreshToken), renewal.whenLoaded()])
      timing?.received(pair.access)
      return pair
    },
  })

  /**
   * The same single refresh as after a 401 (across tabs, joined by every request meanwhile), started
   * ahead of the expiry. Failing short of ending the session (no network), the token is used as it is.
   */
  async function renewAhead(access: string): Promise<string> {
    try {
      return await refresher.renew(access)
    } catch (error) {
      if (isSessionEndedError(error)) throw error
      return tokens.getAccess()
    }
  }

  const keepAccessFresh = heldInterval(() => {
    const access = tokens.getAccess()
    // A session that ended meanwhile is the refresher's to announce (onSessionEnd).
    // Until the renewal's code is here (it is on its way), the next tick looks again.
    if (!refresher.running && renewal.loaded?.isDue(access)) renewAhead(access).catch(() => undefined)
  }, freshnessCheckMs)

  /** What renews a session, fetched apart from the first load: when the client starts with one, or on its first use. */
  function prepareSession() {
    renewal.load()
    refresher.prepare()
  }
  if (tokens.getRefresh() !== '') prepareSession()

  /** `path` holds the query string already (api/call writes both from the endpoint's declaration). */
  const urlOf = (path: string) => `${host}${path}`

  async function fetchOnce(path: string, options: RequestOptions, access: string): Promise<Response> {
    const url = urlOf(path)
    const method = requestMethod(options)
    const headers = new Headers(options.headers)
    if (access !== '') headers.set('Authorization', `Bearer ${access}`)
    const body = encodeBody(options.body, headers)
    try {
      return await fetchImpl(url, { method, headers, body, signal: options.signal, keepalive: options.keepalive })
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw new NetworkError({ method, url, cause: error })
    }
  }

  async function authorizedFetch(path: string, options: RequestOptions): Promise<Response> {
    if (options.auth === false) return fetchOnce(path, options, '')
    prepareSession()
    // Sent as the page is left (keepalive): nothing after this task is sure to run, so it goes out now
    // with the token there is, never after a renewal. The pair a renewal brings would be lost with the
    // page, and the refresh token it spent would end the session of the next one (a reload signed out).
    // keepAccessFresh keeps that token valid while such a request may come.
    if (options.keepalive) return fetchOnce(path, options, tokens.getAccess())
    // A request starting while a refresh runs waits for it, then goes out once, with the new token.
    if (refresher.running) await untilSettled(refresher.running, options.signal)
    let access = tokens.getAccess()
    // Its code is waited for once, by the first request: later ones go out in the same turn.
    if ((renewal.loaded ?? (await renewal.whenLoaded()))?.isDue(access)) access = await untilSettled(renewAhead(access), options.signal)
    const first = await fetchOnce(path, options, access)
    if (first.status !== 401) return first
    await discardBody(first)
    const renewed = await untilSettled(refresher.renew(access), options.signal)
    const replay = await fetchOnce(path, options, renewed)
    if (replay.status !== 401) return replay
    throw refresher.refuseReplay(renewed, await toHttpError(replay, urlOf(path), options))
  }

  async function request(path: string, options: RequestOptions): Promise<Response> {
    let response = await authorizedFetch(path, options)
    const wait = response.status === 429 && options.retryThrottled !== false ? retryAfterSeconds(response.headers) : undefined
    // A throttled call is sent once more after the wait the server asked for, when that wait is short.
    if (wait !== undefined && wait <= maxThrottleWaitSeconds) {
      await discardBody(response)
      await sleep(wait * 1000, options.signal)
      response = await authorizedFetch(path, options)
    }
    if (!response.ok) throw await toHttpError(response, urlOf(path), options)
    return response
  }

  const client: HttpClient = {
    host,

    async json(path, struct, options = {}) {
      const headers = withDefaultAccept(options.headers)
      const response = await request(path, { ...options, headers })
      const url = urlOf(path)
      const body = parseBody(await readText(response, url, options))
      const [failure, value] = struct.validate(body, { coerce: true })
      if (failure) {
        throw new ResponseValidationError({
          status: response.status,
          method: requestMethod(options),
          url,
          body,
          failure,
        })
      }
      return value
    },

    async send(path, options = {}) {
      const response = await request(path, { ...options, headers: withDefaultAccept(options.headers) })
      await discardBody(response)
    },

    raw(path, options = {}) {
      return request(path, options)
    },

    async renewSession() {
      await refresher.renew(tokens.getAccess())
    },

    keepAccessFresh,
  }

  return client
}

function requestMethod(options: RequestOptions): string {
  return (options.method ?? (options.body === undefined ? 'GET' : 'POST')).toUpperCase()
}

function withDefaultAccept(init: HeadersInit | undefined): Headers {
  const headers = new Headers(init)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  return headers
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
  return JSON.stringify(body)
}

async function readText(response: Response, url: string, options: RequestOptions): Promise<string> {
  try {
    return await response.text()
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NetworkError({ method: requestMethod(options), url, cause: error })
  }
}

/** JSON when it parses, the text otherwise ('' for an empty body). */
function parseBody(text: string): unknown {
  if (text === '') return ''
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The longest Retry-After a call waits out before it is sent again; a longer one is explained instead. */
const maxThrottleWaitSeconds = 30

/** Retry-After in seconds (delta-seconds or an HTTP date), when the answer has one. */
function retryAfterSeconds(headers: Headers): number | undefined {
  const value = headers.get('Retry-After')?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/** The largest part of a request body: the field (or file) a 413 is about. */
function largestPart(body: unknown): TooLargePart | undefined {
  const parts: { field: string; size: number; file?: string }[] = []
  if (body instanceof FormData) {
    for (const [field, value] of body.entries()) {
      if (typeof value === 'string') parts.push({ field, size: value.length })
      else parts.push({ field, size: value.size, file: value.name })
    }
  } else if (body instanceof File) {
    parts.push({ field: '', size: body.size, file: body.name })
  } else if (typeof body === 'object' && body !== null && !(body instanceof Blob) && !(body instanceof URLSearchParams)) {
    for (const [field, value] of Object.entries(body)) parts.push({ field, size: JSON.stringify(value)?.length ?? 0 })
  }
  const largest = parts.reduce<(typeof parts)[number] | undefined>(
    (found, part) => (found && found.size >= part.size ? found : part),
    undefined,
  )
  return largest && { field: largest.field, file: largest.file }
}

async function toHttpError(response: Response, url: string, options: RequestOptions): Promise<HttpError> {
  const text = await response.text().catch(() => '')
  return new HttpError({
    status: response.status,
    method: requestMethod(options),
    url,
    body: parseBody(text),
    retryAfter: retryAfterSeconds(response.headers),
    tooLarge: response.status === 413 ? largestPart(options.body) : undefined,
  })
}

/** Waits `ms`, or rejects with the abort reason as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return untilSettled(new Promise<void>((resolve) => setTimeout(resolve, ms)), signal)
}

async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined)
}

/** `promise`, or the abort reason as soon as `signal` aborts (the promise itself keeps running for others). */
function untilSettled<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
