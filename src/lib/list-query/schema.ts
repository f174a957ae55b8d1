/**
 * List state (page, page size, search, ordering, filters, periods) kept in the URL's search
 * parameters, so that reload, Back and a shared link restore the same view.
 *
 * A screen describes its parameters once as a schema of codecs, then reads its typed state with
 * `readListQuery` and writes changes with `writeListQuery`. Reading never fails: a missing or
 * invalid value reads as the codec's default (or the nearest valid value), and `correctListQuery`
 * gives the address of what was read. Writing leaves every parameter the schema does not own
 * untouched (e.g. an open drawer) and drops values equal to their default, so links stay short.
 */

/** One piece of list state and how it is stored in the search parameters. */
export interface ListParam<T> {
  /** The search parameters this piece owns. */
  readonly keys: readonly string[]
  readonly defaultValue: T
  /** The value found in `search`, or the default when it is missing or invalid. */
  read(search: URLSearchParams): T
  /**
   * Stores `value` in `target`, whose own keys were removed beforehand; nothing for the default,
   * unless `keepDefault` (the API is asked with every value: its defaults may differ from ours).
   */
  write(target: URLSearchParams, value: T, keepDefault?: boolean): void
  equals(a: T, b: T): boolean
  /** A page number: it returns to its default whenever another part of the state changes. */
  readonly isPage?: boolean
  /** An ordering: the fields a table may sort by. */
  readonly orderingFields?: readonly string[]
  /** Kept in the URL only, never sent to the API (how the list is shown). */
  readonly urlOnly?: boolean
  /** The API's name for this one-key parameter, where an older URL named it otherwise. */
  readonly apiKey?: string
  /** An extension of the contract: the list endpoint's path, whose backend may lack these parameters. */
  readonly extensionOf?: string
}

/** `codec`, kept in the URL only: the API is not asked for it (e.g. pages or one long list). */
export function urlOnly<T>(codec: ListParam<T>): ListParam<T> {
  return { ...codec, urlOnly: true }
}

/** `codec` (of one key), sent to the API as `apiKey`: shared links with the URL's older name keep working. */
export function sentAs<T>(codec: ListParam<T>, apiKey: string): ListParam<T> {
  return { ...codec, apiKey }
}

/** `codec`, an extension of the contract on the list at `path`: sent only to a backend that names it (see api/capabilities). */
export function extension<T>(path: string, codec: ListParam<T>): ListParam<T> {
  return { ...codec, extensionOf: path }
}

/** The name the API gives a piece of state: its one key, or what its two keys share (`date_from`, `date_to` → `date`). */
export function apiNameOf(codec: ListParam<unknown>): string {
  const [first = '', second] = codec.keys
  if (second === undefined) return codec.apiKey ?? first
  return first.replace(/_(from|min)$/, '')
}

/** Where the address keeps a list's query bar text: `q`, or `query` on a list whose own parameter is `q` (the journal's search). */
export function queryBarKey(schema: ListQuerySchema): string {
  return Object.values(schema).some((codec) => codec.keys.includes('q')) ? 'query' : 'q'
}

// Every codec fits ListParam<unknown>: its methods take T in parameters, which TypeScript checks bivariantly.
export type ListQuerySchema = Record<string, ListParam<unknown>>

type ValueOf<P> = P extends ListParam<infer T> ? T : never

export type ListQueryState<S extends ListQuerySchema> = { [K in keyof S]: ValueOf<S[K]> }

function codecs(schema: ListQuerySchema): [string, ListParam<unknown>][] {
  return Object.entries(schema)
}

/** The typed state the URL describes. */
export function readListQuery<S extends ListQuerySchema>(search: URLSearchParams, schema: S): ListQueryState<S> {
  const state: Record<string, unknown> = {}
  for (const [name, codec] of codecs(schema)) state[name] = codec.read(search)
  return state as ListQueryState<S>
}

/**
 * The search parameters with `patch` applied on top of the state `search` describes. Changing
 * anything but the page goes back to the first page (a new filter makes the old page meaningless),
 * unless the patch sets the page itself.
 */
export function writeListQuery<S extends ListQuerySchema>(
  search: URLSearchParams,
  schema: S,
  patch: Partial<ListQueryState<S>>,
): URLSearchParams {
  const current = readListQuery(search, schema) as Record<string, unknown>
  const changes = patch as Record<string, unknown>
  const entries = codecs(schema)
  const changed = entries.some(([name, codec]) => !codec.isPage && name in changes && !codec.equals(current[name], changes[name]))
  const next = new URLSearchParams(search)
  for (const [name, codec] of entries) {
    for (const key of codec.keys) next.delete(key)
    let value = name in changes ? changes[name] : current[name]
    if (codec.isPage && changed && !(name in changes)) value = codec.defaultValue
    codec.write(next, value)
  }
  return next
}

/**
 * What the API is asked for: the URL keys are the API's keys, so the state is written as the URL
 * would hold it, defaults included. Every value is a list (a repeated or comma-joined parameter
 * for arrays, one item for scalars), in the schema's order, so the same state gives the same query key.
 */
export type ListApiParams = Readonly<Record<string, readonly string[]>>

export function toApiParams<S extends ListQuerySchema>(schema: S, state: ListQueryState<S>): ListApiParams {
  const values = state as Record<string, unknown>
  const target = new URLSearchParams()
  const apiKeys = new Map<string, string>()
  for (const [name, codec] of codecs(schema)) {
    if (codec.urlOnly) continue
    codec.write(target, values[name], true)
    for (const key of codec.keys) apiKeys.set(key, codec.apiKey ?? key)
  }
  const params: Record<string, string[]> = {}
  for (const key of new Set(target.keys())) params[apiKeys.get(key) ?? key] = target.getAll(key)
  return params
}

/** The list's API parameters without its page and page size: for what reads every page itself (long list, export). */
export function withoutPaging(params: ListApiParams): ListApiParams {
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'page' && key !== 'page_size'))
}

/**
 * The search parameters the schema would write for the state `search` describes, or null when
 * `search` already holds them: what the schema does not take as it is (an unknown filter value, a
 * bad day, page 0, a reversed period, a default written out) is dropped or replaced by the nearest
 * valid value, so that the address says what the screen shows. Parameters the schema does not own stay.
 */
export function correctListQuery<S extends ListQuerySchema>(search: URLSearchParams, schema: S): URLSearchParams | null {
  const corrected = writeListQuery(search, schema, {})
  const same = (key: string) => {
    const [before, after] = [search.getAll(key), corrected.getAll(key)]
    return before.length === after.length && before.every((value, index) => value === after[index])
  }
  return codecs(schema).every(([, codec]) => codec.keys.every(same)) ? null : corrected
}

/** The last page of `count` records in pages of `pageSize` (1 for none). */
export function lastPage(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize))
}

/** Whether a codec filters the list: not its page, page size, ordering, or what the URL alone keeps. */
export function isFilter(codec: ListParam<unknown>): boolean {
  return !codec.isPage && !codec.orderingFields && !codec.urlOnly && !codec.keys.includes('page_size')
}

/** The search parameters with every filter of the schema back to its default (and the first page). */
export function resetListQuery<S extends ListQuerySchema>(search: URLSearchParams, schema: S): URLSearchParams {
  const next = new URLSearchParams(search)
  for (const codec of Object.values(schema)) {
    if (isFilter(codec) || codec.isPage) for (const key of codec.keys) next.delete(key)
  }
  return next
}

/** Whether any parameter of the schema other than the page and page size differs from its default. */
export function hasActiveFilters<S extends ListQuerySchema>(
  state: ListQueryState<S>,
  schema: S,
  ignore: readonly (keyof S)[] = [],
): boolean {
  const values = state as Record<string, unknown>
  return codecs(schema).some(([name, codec]) => !codec.isPage && !ignore.includes(name) && !codec.equals(values[name], codec.defaultValue))
}
