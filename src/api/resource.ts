import type { Struct } from 'superstruct'
import type { Answer, AnyEndpoint, EndpointDeclaration, QueryCodecs, StructOf } from '../../contract/endpoint'
import type { LooseInput, LooseQuery } from '../../contract/query-codec'
import { callWith } from './call'
import { isPageMissing } from './errors'
import type { HttpClient } from './http'
import { ifMatchHeaders } from './versions'

/** One page of a list: `{count, next, previous, results}` (docs/openapi.json). */
export interface Page<Item> {
  count: number
  next: string | null
  previous: string | null
  results: Item[]
}

export interface ListOptions {
  signal?: AbortSignal
}

/**
 * A list's query: only the parameters its declaration has (another name does not compile), each
 * written by its codec. Without a declaration (`QueryCodecs`), any name: what a list screen's state gives.
 */
export type QueryParams<Q extends QueryCodecs = QueryCodecs> = { readonly [Name in keyof Q]?: LooseInput }

/** A GET endpoint answering pages of `Item`, without path parameters. */
export type ListDeclaration<Item, Q extends QueryCodecs = QueryCodecs> = EndpointDeclaration<string, Q, never, Answering<200, Page<Item>>>

/** A list endpoint: its declaration and the first part of its query keys. */
export interface ListEndpointConfig<Item, Q extends QueryCodecs> {
  /** The first part of every query key of this endpoint: invalidating it refreshes all its lists. */
  key: string
  endpoint: ListDeclaration<Item, Q>
}

export interface ListEndpoint<Item, Q extends QueryCodecs = QueryCodecs> {
  /** The list's path: what the backend's capabilities name its extension filters by. */
  readonly path: string
  /** The list's declared query parameters (contract/endpoints): a list screen's state is made of them. */
  readonly query: Q
  readonly keys: {
    readonly all: readonly [string]
    readonly lists: readonly [string, 'list']
    list(params: QueryParams<Q>): readonly [string, 'list', QueryParams<Q>]
  }
  list(http: HttpClient, params: QueryParams<Q>, options?: ListOptions): Promise<Page<Item>>
}

/**
 * A paginated GET list: fetcher and query keys, from its declaration. A page past the end reads
 * as the reference server answers it, the count and no rows, also from a backend that answers it
 * 404 ("Invalid page"): the count then comes from the first page. A list screen moves to its last page.
 */
export function defineList<Item, Q extends QueryCodecs>(config: ListEndpointConfig<Item, Q>): ListEndpoint<Item, Q> {
  const all = [config.key] as const
  const read = (http: HttpClient, query: QueryParams<Q>, options: ListOptions) =>
    callWith(http, config.endpoint, { query: query as LooseQuery, signal: options.signal })
  return {
    path: config.endpoint.path,
    query: config.endpoint.query ?? ({} as Q),
    keys: {
      all,
      lists: [config.key, 'list'] as const,
      list: (params) => [config.key, 'list', params] as const,
    },
    list: async (http, params, options = {}) => {
      try {
        return await read(http, params, options)
      } catch (error) {
        const page = (params as LooseQuery).page
        if (!isPageMissing(error, Number([page].flat()[0] ?? 1))) throw error
        // A 404 of the first page too is the list missing, not the page: that error stands.
        const first = await read(http, { ...params, page: 1 }, options)
        return { count: first.count, next: null, previous: null, results: [] }
      }
    },
  }
}

/** A list whose records have an id, and a name people know them by. */
export interface RecordList<Item, Q extends QueryCodecs = QueryCodecs> extends ListEndpoint<Item, Q> {
  idOf(item: Item): string
  /** In the palette, the «Удалить» button and the notices: «Баннер CTR». */
  nameOf(item: Item): string
}

type Answering<Status extends number, Item> = Record<Status, Answer<Item> & { struct: StructOf<Item> }>

/** The contract's CRUD calls of a record type, as declared (contract/endpoints); edit's and remove's paths name the record. */
export interface ResourceEndpoints<Item, Create, Edit, Q extends QueryCodecs = QueryCodecs> {
  list: ListDeclaration<Item, Q>
  create: EndpointDeclaration<string, QueryCodecs, Create, Answering<201, Item>>
  edit: EndpointDeclaration<string, QueryCodecs, Edit, Answering<200, Item>>
  remove: EndpointDeclaration<string, QueryCodecs, never, Record<204, Answer<undefined>>>
}

export interface ResourceConfig<Item, Create, Edit, Q extends QueryCodecs = QueryCodecs> {
  key: string
  endpoints: ResourceEndpoints<Item, Create, Edit, Q>
  /** The field that names a record: `benchmark_uuid`. */
  idField: keyof Item & string
  /** The field people know a record by: `name`, `title`. */
  nameField: keyof Item & string
  item: Struct<Item, unknown>
}

/** A record type with the contract's CRUD calls (benchmarks, client requests, client accounts). */
export interface Resource<Item, Create, Edit, Q extends QueryCodecs = QueryCodecs> extends RecordList<Item, Q> {
  readonly config: ResourceConfig<Item, Create, Edit, Q>
  create(http: HttpClient, body: Create): Promise<Item>
  /** With `version` (the one the person saw), a record changed since answers 412 (api/versions). */
  edit(http: HttpClient, id: string, body: Edit, options?: WriteOptions): Promise<Item>
  /** `keepalive`: sent as the page is left, it still arrives. */
  remove(http: HttpClient, id: string, options?: WriteOptions & { keepalive?: boolean }): Promise<void>
}

export interface WriteOptions {
  /** The record's version as the person saw it (api/versions): sent as If-Match. */
  version?: number
}

/** The path values of a write of record `id`: its declaration's one path parameter. */
function recordParameter(endpoint: AnyEndpoint, id: string): Record<string, string> {
  const [name] = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
  if (name === undefined) throw new Error(`${endpoint.path} names no record`)
  return { [name]: id }
}

export function defineResource<Item, Create, Edit, Q extends QueryCodecs>(
  config: ResourceConfig<Item, Create, Edit, Q>,
): Resource<Item, Create, Edit, Q> {
  const { endpoints } = config
  const recordCall = (id: string, version: number | undefined, endpoint: AnyEndpoint) => ({
    path: recordParameter(endpoint, id),
    headers: ifMatchHeaders(version),
  })
  return {
    ...defineList({ key: config.key, endpoint: endpoints.list }),
    config,
    idOf: (one) => String(one[config.idField]),
    nameOf: (one) => String(one[config.nameField]),
    create: (http, body) => callWith(http, endpoints.create, { body }),
    edit: (http, id, body, options = {}) => callWith(http, endpoints.edit, { ...recordCall(id, options.version, endpoints.edit), body }),
    remove: (http, id, options = {}) =>
      callWith(http, endpoints.remove, { ...recordCall(id, options.version, endpoints.remove), keepalive: options.keepalive }),
  }
}
