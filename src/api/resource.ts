import type { Struct } from 'superstruct'
import { isPageMissing } from './errors'
import type { HttpClient } from './http'
import type { ArrayFormat, QueryParams } from './query-string'
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

/** A list endpoint: its path, the struct of its page and how its array parameters are written. */
export interface ListEndpointConfig<Item> {
  /** The first part of every query key of this endpoint: invalidating it refreshes all its lists. */
  key: string
  path: string
  page: Struct<Page<Item>, unknown>
  /** 'repeat' (the general rule) unless the endpoint joins arrays with commas (the customers list). */
  arrayFormat?: ArrayFormat
}

export interface ListEndpoint<Item> {
  /** The list's path: what the backend's capabilities name its extension filters by. */
  readonly path: string
  readonly keys: {
    readonly all: readonly [string]
    readonly lists: readonly [string, 'list']
    list(params: QueryParams): readonly [string, 'list', QueryParams]
  }
  list(http: HttpClient, params: QueryParams, options?: ListOptions): Promise<Page<Item>>
}

/**
 * A paginated GET list: fetcher and query keys, from its description. A page past the end reads
 * as the reference server answers it, the count and no rows, also from a backend that answers it
 * 404 ("Invalid page"): the count then comes from the first page. A list screen moves to its last page.
 */
export function defineList<Item>(config: ListEndpointConfig<Item>): ListEndpoint<Item> {
  const all = [config.key] as const
  const read = (http: HttpClient, query: QueryParams, options: ListOptions) =>
    http.json(config.path, config.page, { query, arrayFormat: config.arrayFormat ?? 'repeat', signal: options.signal })
  return {
    path: config.path,
    keys: {
      all,
      lists: [config.key, 'list'] as const,
      list: (params) => [config.key, 'list', params] as const,
    },
    list: async (http, params, options = {}) => {
      try {
        return await read(http, params, options)
      } catch (error) {
        if (!isPageMissing(error, Number([params.page].flat()[0] ?? 1))) throw error
        // A 404 of the first page too is the list missing, not the page: that error stands.
        const first = await read(http, { ...params, page: 1 }, options)
        return { count: first.count, next: null, previous: null, results: [] }
      }
    },
  }
}

/** A list whose records have an id, and a name people know them by. */
export interface RecordList<Item> extends ListEndpoint<Item> {
  idOf(item: Item): string
  /** In the palette, the «Удалить» button and the notices: «Баннер CTR». */
  nameOf(item: Item): string
}

export interface ResourceConfig<Item, Create, Edit> extends ListEndpointConfig<Item> {
  /** The field that names a record: `benchmark_uuid`. */
  idField: keyof Item & string
  /** The field people know a record by: `name`, `title`. */
  nameField: keyof Item & string
  item: Struct<Item, unknown>
  createBody: Struct<Create, unknown>
  editBody: Struct<Edit, unknown>
}

/**
 * A record type with the contract's CRUD calls: `{path}`, `{path}create/`, `{path}{uuid}/edit/`
 * and `{path}{uuid}/delete/` (benchmarks, client requests, client accounts).
 */
export interface Resource<Item, Create, Edit> extends RecordList<Item> {
  readonly config: ResourceConfig<Item, Create, Edit>
  recordPath(id: string): string
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

export function defineResource<Item, Create, Edit>(config: ResourceConfig<Item, Create, Edit>): Resource<Item, Create, Edit> {
  const recordPath = (id: string) => `${config.path}${encodeURIComponent(id)}/`
  return {
    ...defineList(config),
    config,
    idOf: (item) => String(item[config.idField]),
    nameOf: (item) => String(item[config.nameField]),
    recordPath,
    create: (http, body) => http.json(`${config.path}create/`, config.item, { method: 'POST', body }),
    edit: (http, id, body, options = {}) =>
      http.json(`${recordPath(id)}edit/`, config.item, { method: 'PATCH', body, headers: ifMatchHeaders(options.version) }),
    remove: (http, id, options = {}) =>
      http.send(`${recordPath(id)}delete/`, { method: 'DELETE', keepalive: options.keepalive, headers: ifMatchHeaders(options.version) }),
  }
}
