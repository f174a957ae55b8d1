import type { QueryCodecs } from '../../contract/endpoint'
import type { ListQueryState } from '../lib/list-query'
import { labelOptions, type ListFilter } from '../ui'
import type { FieldWords, RecordType } from './define-record-type'

/** A list's state, as its record type's endpoint declares it. */
export type RecordListState<Item, Create, Edit, Q extends QueryCodecs> = ListQueryState<RecordType<Item, Create, Edit, Q>['schema']>

/**
 * A filter of a list screen: a declared parameter by its API name (its kind, label and options come
 * from the endpoint's declaration and the record type's words), or a filter of the screen's own.
 */
export type FilterChoice<State> = (string & {}) | ListFilter<State>

/**
 * The filters a list screen shows, in its order: each named parameter made from its declaration
 * (a search field, «Категория» as checkboxes, a yes/no as a choice), the query bar's fields with them.
 */
export function recordFilters<Item, Create, Edit, Q extends QueryCodecs>(
  type: RecordType<Item, Create, Edit, Q>,
  chosen: readonly FilterChoice<RecordListState<Item, Create, Edit, Q>>[],
): ListFilter<RecordListState<Item, Create, Edit, Q>>[] {
  type State = RecordListState<Item, Create, Edit, Q>
  const fields = type.fields as Partial<Record<string, FieldWords>>
  return chosen.map((choice): ListFilter<State> => {
    if (typeof choice !== 'string') return choice
    const codec = type.resource.query[choice]
    if (codec === undefined) throw new Error(`${type.resource.path} declares no parameter ${choice}`)
    const field = fields[choice]
    const label = field?.filter?.label ?? field?.label ?? 'Поиск'
    const options = labelOptions(field?.filter?.values ?? field?.values ?? {})
    // The key is a declared parameter, so a key of the state; its kind is the declaration's.
    const key = choice as never
    switch (codec.shape.kind) {
      case 'enumList':
        return { kind: 'choices', key, label, options }
      case 'choice':
      case 'boolean':
        return { kind: 'choice', key, label, anyLabel: 'Все', options }
      default:
        return { kind: 'search', key, label, placeholder: choice === 'search' ? type.words.searchPlaceholder : undefined }
    }
  })
}
