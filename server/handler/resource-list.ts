import type { Ordering } from '../../contract/codecs'
import type { Answer, EndpointDeclaration } from '../../contract/endpoint'
import type { QueryCodec, QueryCodecs, QueryValues } from '../../contract/query-codec'
import { SqlFilters } from '../db/filters'
import { listPage, sqlList } from '../http/lists'
import { orderBy } from '../http/ordering'
import { defineEndpoint, type Endpoint } from './endpoint'

/** What a record type's list declares besides its filters: its page, its folded search and its order. */
interface ListCodecs {
  page: QueryCodec<number, number>
  page_size: QueryCodec<number, number>
  search: QueryCodec<string | undefined, string>
  ordering: QueryCodec<Ordering<string>[], string>
}

type FilterName<Q> = Exclude<keyof Q & string, keyof ListCodecs>
type OrderField<Q extends QueryCodecs> = QueryValues<Q>['ordering'] extends Ordering<infer F>[] ? F : never

/**
 * A record type's list, from its endpoint's declaration: the SQL of its rows, and the column of each
 * declared filter and sort field (a filter needing more than a column says its condition).
 */
export interface ResourceList<Q extends QueryCodecs, Row, Item> {
  /** The table and its joins. */
  from: string
  /** The page's columns; default `*`. */
  columns?: string
  json: (row: Row) => Item
  /** The text `search` looks in: every word somewhere in it (SqlFilters.words). */
  searchIn: string
  /**
   * Each declared filter, in the declaration's order: the column compared with its value as the codec
   * read it (one of a list, a flag as 0/1, equal to a text), or a condition of its own.
   */
  filters: { [K in FilterName<Q>]: string | ((filters: SqlFilters, values: QueryValues<Q>) => SqlFilters) }
  /** The column of each declared sort field. */
  order: Record<OrderField<Q>, string>
  /** The unique column that breaks ties; default `id`. */
  tieBreaker?: string
}

/** The values an enum list's codec allows, from its declared schema (`items.enum`). */
function allowedValues(codec: QueryCodecs[string] | undefined): string[] {
  const items: unknown = codec?.doc.schema.items
  const allowed: unknown = items !== null && typeof items === 'object' && 'enum' in items ? items.enum : undefined
  return Array.isArray(allowed) ? allowed.filter((value) => typeof value === 'string') : []
}

/** `column` compared with a declared filter's value as its codec read it; nothing when it is absent. */
function byColumn(filters: SqlFilters, column: string, value: unknown, codec: QueryCodecs[string] | undefined): SqlFilters {
  if (Array.isArray(value)) return filters.oneOf(column, value.map(String), allowedValues(codec))
  if (typeof value === 'boolean') return filters.when(`${column} = ?`, Number(value))
  if (typeof value === 'string' || typeof value === 'number') return filters.when(`${column} = ?`, value)
  return filters
}

/**
 * The handler of a record type's list (Нормы, Запросы клиентов, Кабинеты клиентов): the declared
 * query read by its codecs, filtered and sorted as `list` says, answered a page at a time (listPage).
 */
export function resourceList<Path extends string, Q extends QueryCodecs & ListCodecs, Answers extends Record<number, Answer>, Row, Item>(
  declaration: EndpointDeclaration<Path, Q, never, Answers>,
  list: ResourceList<Q, Row, Item>,
): Endpoint {
  const codecs: QueryCodecs = declaration.query ?? {}
  const custom: Readonly<Record<string, string | ((filters: SqlFilters, values: QueryValues<Q>) => SqlFilters)>> = list.filters
  // The declaration's sort fields are the keys of `list.order` (its type says so): the columns by any field.
  const columns: Readonly<Record<string, string>> = list.order
  return defineEndpoint(declaration, ({ c, backend: { db }, query }) => {
    const values = query()
    const read: Readonly<Record<string, unknown>> = values
    const filters = new SqlFilters().words(list.searchIn, values.search)
    for (const name of Object.keys(codecs)) {
      const filter = custom[name]
      if (typeof filter === 'string') byColumn(filters, filter, read[name], codecs[name])
      else filter?.(filters, values)
    }
    const order = orderBy<string>(values.ordering, columns, list.tieBreaker)
    return listPage(c, values, sqlList(db, { from: list.from, filters, order, columns: list.columns, json: list.json }))
  })
}
