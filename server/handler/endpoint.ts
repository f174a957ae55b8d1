import type { Context } from 'hono'
import {
  type Answer,
  type AnyEndpoint,
  type EndpointDeclaration,
  type PathParameterName,
  type QueryCodecs,
  type StructOf,
} from '../../contract/endpoint'
import { readQuery, type QueryValues } from '../../contract/query-codec'
import type { App, AppEnv } from '../auth/app-env'
import { notFound, unprocessable } from '../core/errors'
import { readBody } from '../http/body'
import type { Backend } from './context'
import { requirePermission, rolesEnabled } from './roles'

/** Records a problem with a query parameter found after the codecs (a bound that depends on today). */
export type RejectParameter = (name: string, msg: string, type: string) => void

/** What a handler gets: the request, the server, and the parts of the request its declaration names. */
export interface Call<Path extends string, Query extends QueryCodecs, Body> {
  c: Context<AppEnv>
  backend: Backend
  /** A path parameter as sent (not yet known to be a UUID). */
  param(name: PathParameterName<Path>): string
  /** The body checked against the declared struct; a 422 for every problem. */
  body(): Promise<Body>
  /**
   * The declared query parameters, each read by its codec; one 422 listing every problem, those
   * `check` finds in the values read included.
   */
  query(check?: (values: QueryValues<Query>, reject: RejectParameter) => void): QueryValues<Query>
}

/** How this server mounts an endpoint, beyond what the contract declares. */
export interface MountOptions {
  /** Whether this server has the endpoint (the journal: only when kept); the document lists it anyway. */
  mounted?: (backend: Backend) => boolean
  /** Part of the roles' extension: a server without roles (a test control) answers 404, as a backend without it. */
  rolesOnly?: boolean
  /** Other methods on the path answer 405 with this detail (a read-only resource), rather than 404. */
  refusedMethods?: string
}

/** One endpoint of this server: its declaration, and the handler mounted on it. */
export interface Endpoint extends AnyEndpoint, MountOptions {
  /** The contract's declaration the handler is mounted on. */
  declaration: AnyEndpoint
  handle(c: Context<AppEnv>, backend: Backend): Response | Promise<Response>
}

/** Reads a request's query through the declaration's codecs, or throws one 422 with every problem. */
function queryOf<Query extends QueryCodecs>(
  c: Context,
  codecs: Query,
  check?: (values: QueryValues<Query>, reject: RejectParameter) => void,
): QueryValues<Query> {
  const url = new URL(c.req.url)
  const { values, problems } = readQuery(codecs, (name) => url.searchParams.getAll(name))
  const issues = problems.map(({ name, msg, type }) => ({ loc: ['query', name], msg, type }))
  check?.(values, (name, msg, type) => issues.push({ loc: ['query', name], msg, type }))
  if (issues.length > 0) throw unprocessable(issues)
  return values
}

/** The server's endpoint: the handler of a declaration (of contract/endpoints), reading the request only through it. */
export function defineEndpoint<Path extends string, Query extends QueryCodecs, Body, Answers extends Record<number, Answer>>(
  declaration: EndpointDeclaration<Path, Query, Body, Answers>,
  handle: (call: Call<Path, Query, Body>) => Response | Promise<Response>,
  options: MountOptions = {},
): Endpoint {
  const { method, path, body, query } = declaration
  const bodyStruct: StructOf<Body> | undefined = body
  return {
    ...declaration,
    ...options,
    declaration,
    handle: (c, backend) =>
      handle({
        c,
        backend,
        param: (name) => c.req.param(name) ?? '',
        body: () => (bodyStruct ? readBody(c, bodyStruct) : Promise.reject(new Error(`${method} ${path} declares no body`))),
        query: (check) => queryOf(c, query ?? ({} as Query), check),
      }),
  }
}

/** Hono's form of a path template: '{id}' becomes ':id'. */
const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

/** Registers the endpoints this server has on the app, in order. */
export function mountEndpoints(app: App, backend: Backend, endpoints: readonly Endpoint[]): void {
  for (const endpoint of endpoints) {
    if (endpoint.mounted && !endpoint.mounted(backend)) continue
    const path = routePath(endpoint.path)
    const { permission, rolesOnly } = endpoint
    app.on(endpoint.method.toUpperCase(), path, (c) => {
      if (rolesEnabled(backend)) requirePermission(c.get('admin'), permission)
      else if (rolesOnly) throw notFound()
      return endpoint.handle(c, backend)
    })
    const refused = endpoint.refusedMethods
    if (refused !== undefined) app.all(path, (c) => c.json({ detail: refused }, 405, { Allow: endpoint.method.toUpperCase() }))
  }
}
