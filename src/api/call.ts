import {
  fillPath,
  successStructs,
  type AnyEndpoint,
  type BodyOf,
  type PathOf,
  type PathParameterName,
  type QueryOf,
  type StructOf,
  type SuccessOf,
} from '../../contract/endpoint'
import { writeQuery, type LooseQuery, type QueryInput } from '../../contract/query-codec'
import type { HttpClient, RequestOptions } from './http'

type PathOption<Path extends string> = [PathParameterName<Path>] extends [never]
  ? { path?: undefined }
  : { path: Record<PathParameterName<Path>, string> }

type BodyOption<Body> = [Body] extends [never] ? { body?: undefined } : { body: Body }

/** What a call of endpoint `E` sends besides its declaration: path values, query, body, headers. */
export type CallOptions<E extends AnyEndpoint> = PathOption<PathOf<E>> &
  BodyOption<BodyOf<E>> & {
    /** Typed by the declaration's codecs, or as a list screen holds it (any declared parameter). */
    query?: QueryInput<QueryOf<E>> | LooseQuery
    headers?: HeadersInit
    signal?: AbortSignal
    keepalive?: boolean
    /** false for sign-in: a 429 is its answer to show, not to wait out. */
    retryThrottled?: boolean
  }

/** The URL of a call (without the host): the path template filled, the query written by its codecs. */
export function endpointUrl(endpoint: AnyEndpoint, path: Readonly<Record<string, string>> | undefined, query?: LooseQuery): string {
  return `${fillPath(endpoint.path, path ?? {})}${writeQuery(`${endpoint.method} ${endpoint.path}`, endpoint.query ?? {}, query)}`
}

/** What any call sends; callEndpoint types it by the declaration. */
export interface CallParts {
  path?: Readonly<Record<string, string>>
  query?: LooseQuery
  body?: unknown
  headers?: HeadersInit
  signal?: AbortSignal
  keepalive?: boolean
  retryThrottled?: boolean
}

function requestOf(endpoint: AnyEndpoint, options: CallParts): [string, RequestOptions] {
  const url = endpointUrl(endpoint, options.path, options.query)
  return [
    url,
    {
      method: endpoint.method.toUpperCase(),
      body: options.body,
      headers: options.headers,
      signal: options.signal,
      keepalive: options.keepalive,
      auth: endpoint.auth,
      retryThrottled: options.retryThrottled,
    },
  ]
}

/** The first of the answer's structs that takes the body (a top-up answers a customer or an approval). */
function anyOf(structs: readonly StructOf<unknown>[]): StructOf<unknown> {
  const [only] = structs
  if (only && structs.length === 1) return only
  return {
    type: 'union',
    schema: structs,
    validate(value, options) {
      const results = structs.map((struct) => struct.validate(value, options))
      return results.find(([failure]) => failure === undefined) ?? results[0] ?? [undefined, value]
    },
  }
}

/**
 * Calls an endpoint as its declaration (contract/endpoints) says: method, path, query codecs, body
 * and the bearer unless `auth: false`; the answer is checked against its 2xx structs (none: no body).
 */
export function callEndpoint<E extends AnyEndpoint>(http: HttpClient, endpoint: E, options: CallOptions<E>): Promise<SuccessOf<E>> {
  return callWith(http, endpoint, options)
}

/** callEndpoint with path values named at run time (a record type's writes, whose parameter each declaration names). */
export async function callWith<E extends AnyEndpoint>(http: HttpClient, endpoint: E, options: CallParts): Promise<SuccessOf<E>> {
  const [url, request] = requestOf(endpoint, options)
  const structs = successStructs(endpoint)
  if (structs.length === 0) {
    await http.send(url, request)
    // An endpoint without an answer's body: what it answers is undefined.
    return undefined as SuccessOf<E>
  }
  return (await http.json(url, anyOf(structs), request)) as SuccessOf<E>
}

/** The whole answer of a call (a download, the event stream, a 204 among 200s), for the caller to read. */
export function openEndpoint<E extends AnyEndpoint>(http: HttpClient, endpoint: E, options: CallOptions<E>): Promise<Response> {
  return http.raw(...requestOf(endpoint, options))
}
