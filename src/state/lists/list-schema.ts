import type { Ordering } from '../../../contract/codecs'
import type { QueryCodecs } from '../../../contract/endpoint'
import type { QueryShape, ValueOf } from '../../../contract/query-codec'
import { uuidPattern } from '../../../contract/schemas/common'
import {
  choiceParam,
  DEFAULT_PAGE_SIZES,
  multiChoiceParam,
  orderingParam,
  pageParam,
  pageSizeParam,
  patternParam,
  textParam,
  type ListParam,
} from '../../lib/list-query'

/** What the address keeps of a parameter the API reads as `Value`: a choice's values, 'true' / 'false', text. */
type UrlValue<Value> = [Value] extends [readonly Ordering<string>[]]
  ? string
  : [Value] extends [readonly (infer Item extends string)[]]
    ? readonly Item[]
    : [Value] extends [boolean | undefined]
      ? '' | 'true' | 'false'
      : string extends NonNullable<Value>
        ? string
        : [Value] extends [string | undefined]
          ? NonNullable<Value> | ''
          : string

/**
 * A list's state in its address, made of its endpoint's declared parameters under their API names,
 * `page` and `pageSize` as every list screen names them.
 */
export type ListSchemaOf<Q extends QueryCodecs> = { page: ListParam<number>; pageSize: ListParam<number> } & {
  [Name in Exclude<keyof Q & string, 'page' | 'page_size'>]: ListParam<UrlValue<ValueOf<Q[Name]>>>
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/** The address's codec of one declared parameter: the contract's codec says what it is. */
function urlParam(name: string, shape: QueryShape): ListParam<unknown> {
  switch (shape.kind) {
    case 'page':
      return pageParam(name)
    case 'pageSize':
      return pageSizeParam(DEFAULT_PAGE_SIZES, undefined, name)
    case 'enumList':
      return multiChoiceParam(name, shape.values)
    case 'choice':
      return choiceParam(name, shape.values)
    case 'boolean':
      return choiceParam(name, ['true', 'false'])
    case 'uuid':
      return patternParam(name, uuidPattern)
    case 'day':
      return patternParam(name, dayPattern)
    case 'ordering':
      return orderingParam(name, shape.fields, shape.fallback)
    case 'text':
    case 'money':
      return textParam(name)
  }
}

/**
 * The URL state of a list, from its endpoint's declaration (contract/endpoints): one codec per
 * declared parameter, in the declared order, the ordering's default the contract's. A list screen
 * writes none of it again.
 */
export function listSchemaOf<Q extends QueryCodecs>(query: Q): ListSchemaOf<Q> {
  const schema: Record<string, ListParam<unknown>> = {}
  for (const [name, codec] of Object.entries(query)) {
    schema[name === 'page_size' ? 'pageSize' : name] = urlParam(name, codec.shape)
  }
  // Each codec was made from its parameter's shape, whose value type ListSchemaOf names.
  return schema as ListSchemaOf<Q>
}
