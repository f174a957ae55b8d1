import type { StructError } from 'superstruct'
import type { JsonSchema, ParameterDoc, QueryCodecs } from './query-codec'
import type { Permission } from './schemas/roles'

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

// What a declaration's query holds, named where its callers import the declaration from.
export type { QueryCodecs }

/** A parameter of an operation, as the OpenAPI document writes it. */
export interface Parameter extends ParameterDoc {
  name: string
  in: 'query' | 'path' | 'header'
}

/** A request header an endpoint reads (If-Match, Idempotency-Key, Last-Event-ID). */
export type HeaderParameter = Omit<Parameter, 'in'> & { in: 'header' }

/**
 * What both sides need of a superstruct struct: its kind and schema (for the document) and its
 * check. Any `Struct<T>` is one; unlike `Struct` it is covariant in T, so declarations of different
 * bodies and answers share one type.
 */
export interface StructOf<T> {
  type: string
  schema: unknown
  validate(value: unknown, options?: { coerce?: boolean; mask?: boolean; message?: string }): [StructError, undefined] | [undefined, T]
}

/** One answer of an operation: a JSON body described by `struct`, or other `content`. */
export interface Answer<T = unknown> {
  description: string
  struct?: StructOf<T>
  content?: Record<string, { schema: JsonSchema }>
  headers?: Record<string, { schema: JsonSchema; description?: string }>
}

/** The names in a path template's braces: '/a/{id}/b/' gives 'id'. */
export type PathParameterName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterName<Rest>
  : never

/** A group of the document's operations with words of its own: an extension's tag says what it is. */
export interface EndpointTag {
  name: string
  description: string
  /** Marked `x-extension`: another backend may lack the group's paths. */
  extension?: boolean
}

/**
 * One endpoint of the API as both sides know it: the server mounts its handler on it, the console
 * calls it, and the OpenAPI document is written from it.
 */
export interface EndpointDeclaration<
  Path extends string = string,
  Query extends QueryCodecs = QueryCodecs,
  Body = unknown,
  Answers extends Record<number, Answer> = Record<number, Answer>,
> {
  method: Method
  /** The path template: parameters in braces, each a UUID (`version`: a record's version, an integer). */
  path: Path
  summary: string
  /** The document's group: its name, or the group with its words (declared once, beside its endpoints). */
  tag: string | EndpointTag
  /** An extension of the seed's contract (of the reference server): what it is, marked `x-extension`. */
  extension?: string
  /** false for sign-in and refresh: no bearer token. */
  auth?: boolean
  /** The permission a role needs for the call (roles' extension); without it the call answers 403 permission_denied. */
  permission?: Permission
  query?: Query
  headers?: readonly HeaderParameter[]
  body?: StructOf<Body>
  answers: Answers
}

/** An endpoint's declaration, its types kept for both sides. */
export function declareEndpoint<
  Path extends string,
  Answers extends Record<number, Answer>,
  Query extends QueryCodecs = Record<never, never>,
  Body = never,
>(declaration: EndpointDeclaration<Path, Query, Body, Answers>): EndpointDeclaration<Path, Query, Body, Answers> {
  return declaration
}

/** Any endpoint's declaration (what the document, the mount and the capabilities read). */
export type AnyEndpoint = EndpointDeclaration<string, QueryCodecs, unknown, Record<number, Answer>>

type SuccessStatus = 200 | 201 | 202 | 204

/** What a successful call answers: the union of its 2xx bodies (undefined for one without a body). */
export type SuccessOf<E> =
  E extends EndpointDeclaration<string, QueryCodecs, unknown, infer Answers>
    ? {
        [S in keyof Answers & SuccessStatus]: Answers[S] extends { struct: StructOf<infer T> } ? T : undefined
      }[keyof Answers & SuccessStatus]
    : never

export type PathOf<E> = E extends EndpointDeclaration<infer Path> ? Path : never
export type BodyOf<E> = E extends EndpointDeclaration<string, QueryCodecs, infer Body> ? Body : never
export type QueryOf<E> = E extends EndpointDeclaration<string, infer Query> ? Query : never

/** The 2xx structs of an endpoint (what a call validates its answer with). */
export function successStructs(endpoint: AnyEndpoint): StructOf<unknown>[] {
  return Object.entries(endpoint.answers)
    .filter(([status]) => Number(status) >= 200 && Number(status) < 300)
    .flatMap(([, answer]) => (answer.struct ? [answer.struct] : []))
}

/** The names of a path template's parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '')
}

/** The path of a call: each `{name}` of the template replaced by its value, encoded. */
export function fillPath(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`)
    return encodeURIComponent(value)
  })
}

/** The OpenAPI parameters of an endpoint besides its path's: its query parameters, then its headers. */
export function declaredParameters(endpoint: AnyEndpoint): Parameter[] {
  const query = Object.entries(endpoint.query ?? {}).map(([name, codec]): Parameter => ({ name, in: 'query', ...codec.doc }))
  return [...query, ...(endpoint.headers ?? [])]
}

/** The extension query parameters of every GET endpoint that has some (`x-extension`), by path. */
export function extensionFilters(endpoints: readonly AnyEndpoint[]): Record<string, string[]> {
  const filters: Record<string, string[]> = {}
  for (const endpoint of endpoints) {
    const names = declaredParameters(endpoint)
      .filter((parameter) => parameter.in === 'query' && parameter['x-extension'])
      .map((parameter) => parameter.name)
    if (endpoint.method === 'get' && names.length > 0) filters[endpoint.path] = names
  }
  return filters
}
