export type JsonSchema = { [keyword: string]: unknown }

/** What the OpenAPI document says of a query parameter besides its name. */
export interface ParameterDoc {
  required?: boolean
  description?: string
  schema: JsonSchema
  style?: 'form' | 'simple'
  explode?: boolean
  /** An extension of the contract: another backend may lack it (GET capabilities names a list's extension filters). */
  'x-extension'?: boolean
}

/**
 * What a parameter is, for a list screen keeping it in its address (src/state/lists/list-schema.ts):
 * its kind and, for a choice, the values it takes; for an ordering, its fields and the order without one.
 */
export type QueryShape =
  | { kind: 'page' | 'pageSize' | 'text' | 'boolean' | 'uuid' | 'day' | 'money' }
  | { kind: 'enumList' | 'choice'; values: readonly string[] }
  | { kind: 'ordering'; fields: readonly string[]; fallback: string }

export type LooseQueryValue = string | number | boolean | null | undefined

/** What a caller may give for one parameter: a value or several. */
export type LooseInput = LooseQueryValue | readonly LooseQueryValue[]

/** Why a parameter's value was refused: the 422's `msg` (Russian) and `type`. */
export interface QueryProblem {
  msg: string
  type: string
}

export type Decoded<T> = { value: T } | { problem: QueryProblem }

/**
 * One query parameter's codec: its description for the document, how the server reads its raw
 * values (every occurrence in the URL) into a typed value or a problem, and how a request writes
 * it. `earlier` holds the values read before it, for a bound checked against another (a range).
 * `Input` is what a caller passes (a type only).
 */
export interface QueryCodec<Value, Input extends LooseQueryValue | readonly LooseQueryValue[] = LooseQueryValue> {
  readonly doc: ParameterDoc
  read(raw: readonly string[], earlier: Readonly<Record<string, unknown>>): Decoded<Value>
  /** The values to send, from the caller's values as text (empties dropped): a comma list joins them. */
  write(values: readonly string[]): readonly string[]
  readonly input?: Input
  readonly shape: QueryShape
}

/** The query parameters of an endpoint by name, each with its codec, in the document's order. */
export type QueryCodecs = Record<string, QueryCodec<unknown, LooseInput>>

export type ValueOf<C> = C extends QueryCodec<infer Value, LooseInput> ? Value : never
export type InputOf<C> = C extends QueryCodec<unknown, infer Input extends LooseInput> ? Input : never

/** The typed values of an endpoint's query, as the server reads them. */
export type QueryValues<Q extends QueryCodecs> = { [K in keyof Q]: ValueOf<Q[K]> }

/** What a caller may send: each parameter optional; null, undefined and '' are left out. */
export type QueryInput<Q extends QueryCodecs> = { [K in keyof Q]?: InputOf<Q[K]> | null }

/** A problem of one parameter, named. */
export interface NamedProblem extends QueryProblem {
  name: string
}

/**
 * Reads every declared parameter through its codec, in the declared order; the problems of all of
 * them (the server answers one 422 listing each). Parameters not declared are ignored.
 */
export function readQuery<Q extends QueryCodecs>(
  codecs: Q,
  rawValues: (name: string) => readonly string[],
): { values: QueryValues<Q>; problems: NamedProblem[] } {
  const values: Record<string, unknown> = {}
  const problems: NamedProblem[] = []
  for (const [name, codec] of Object.entries(codecs)) {
    const decoded = codec.read(rawValues(name), values)
    if ('problem' in decoded) problems.push({ name, ...decoded.problem })
    else values[name] = decoded.value
  }
  // Every declared name was read: a refused one's value is what the handler never sees (a 422 follows).
  return { values: values as QueryValues<Q>, problems }
}

/** Query values as a list screen holds them (from its URL): any declared parameter, text or numbers. */
export type LooseQuery = Readonly<Record<string, LooseInput>>

const isPresent = (value: LooseQueryValue): value is string | number | boolean => value !== null && value !== undefined && value !== ''

/**
 * The query string of a call, its leading '?' included ('' when nothing is sent), each value
 * written by its parameter's codec. A parameter the endpoint does not declare is a mistake of the caller.
 */
export function writeQuery(endpointName: string, codecs: QueryCodecs, query: LooseQuery | undefined): string {
  const pairs: string[] = []
  for (const [name, given] of Object.entries(query ?? {})) {
    const codec = codecs[name]
    if (codec === undefined) throw new Error(`${endpointName} declares no query parameter ${name}`)
    const values = (Array.isArray(given) ? (given as readonly LooseQueryValue[]) : [given as LooseQueryValue]).filter(isPresent).map(String)
    if (values.length === 0) continue
    // A comma list's own commas stay as they are: `status=active,blocked`.
    const encode = (value: string) =>
      codec.doc.explode === false ? value.split(',').map(encodeURIComponent).join(',') : encodeURIComponent(value)
    for (const value of codec.write(values)) pairs.push(`${encodeURIComponent(name)}=${encode(value)}`)
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}
