import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import type { Permission } from '../contract/schemas/roles'
import type { App, AppEnv, Backend } from './context'
import { readBody } from './http/body'
import { notFound } from './http/errors'
import type { Answer, Parameter } from './openapi-parameters'
import type { AnyStruct } from './openapi-schema'
import { requirePermission, rolesEnabled } from './roles'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** The names in a path template's braces: '/a/{id}/b/' gives 'id'. */
type PathParameterName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParameterName<Rest> : never

/** What a handler gets: the request, the server, and the parts of the request its endpoint declares. */
export interface Call<Path extends string, Body> {
  c: Context<AppEnv>
  backend: Backend
  /** A path parameter as sent (not yet known to be a UUID). */
  param(name: PathParameterName<Path>): string
  /** The body checked against the endpoint's struct; a 422 for every problem. */
  body(): Promise<Body>
}

/** What the OpenAPI document says of an endpoint. */
interface Description<Path extends string> {
  method: Method
  /** The OpenAPI path template: parameters in braces, each a UUID. */
  path: Path
  summary: string
  tag: string
  /** An extension of the contract (the journal): what it is, marked `x-extension` in the document. */
  extension?: string
  /** false for sign-in and refresh: no bearer token. */
  auth?: boolean
  /** The permission a role needs for the call (roles' extension); without it the call answers 403 permission_denied. */
  permission?: Permission
  parameters?: Parameter[]
  answers: Record<number, Answer>
}

/** One endpoint of the API: its route and its OpenAPI operation come from this one object. */
export interface Endpoint extends Description<string> {
  body?: AnyStruct
  /** Whether this server has the endpoint (the journal: only when kept); the document lists it anyway. */
  mounted?: (backend: Backend) => boolean
  /** Part of the roles' extension: a server without roles (a test control) answers 404, as a backend without it. */
  rolesOnly?: boolean
  /** Other methods on the path answer 405 with this detail (a read-only resource), rather than 404. */
  refusedMethods?: string
  handle(c: Context<AppEnv>, backend: Backend): Response | Promise<Response>
}

interface Definition<Path extends string, Body> extends Description<Path>, Pick<Endpoint, 'mounted' | 'refusedMethods' | 'rolesOnly'> {
  body?: Struct<Body, unknown>
  handle(call: Call<Path, Body>): Response | Promise<Response>
}

/** An endpoint from its description and its handler; the handler reads the body with the struct it declares. */
export function defineEndpoint<Path extends string, Body = never>({ handle, ...definition }: Definition<Path, Body>): Endpoint {
  const { body } = definition
  return {
    ...definition,
    handle: (c, backend) =>
      handle({
        c,
        backend,
        param: (name) => c.req.param(name) ?? '',
        body: () => (body ? readBody(c, body) : Promise.reject(new Error(`${definition.method} ${definition.path} declares no body`))),
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
