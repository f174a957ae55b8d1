import type { QueryField, QueryGrammar } from '../lib/query-bar'
import type { ListFilter } from './list-filters'

const firstWord = (label: string) => (label.trim().split(/\s+/)[0] ?? '').toLocaleLowerCase('ru-RU')

/**
 * What a list's query bar understands, from its filters' description: each field by the first word of
 * its label, its other Russian names and the API's name; words go to its search filter. A field of
 * `unsupported` (an extension the backend lacks) is known but refused, with the reason.
 */
export function queryGrammarOf<State>(
  filters: readonly ListFilter<State>[],
  apiNames: Readonly<Record<string, string>>,
  unsupported: ReadonlySet<string>,
): QueryGrammar {
  const fields: QueryField[] = []
  let searchKey: string | undefined
  for (const filter of filters) {
    if (filter.kind === 'search') searchKey = filter.key
    if (filter.kind === 'search' || filter.kind === 'pinned' || filter.kind === 'custom') continue
    const russian = firstWord(filter.kind === 'period' ? filter.fromLabel : filter.label)
    const [name = russian, ...others] = [...new Set([russian, ...(filter.queryNames ?? [])])]
    const apiName = apiNames[filter.key]
    const names: [string, ...string[]] = [name, ...others, ...(apiName === undefined ? [] : [apiName])]
    const refusal = unsupported.has(filter.key) ? { unsupported: `Сервер не поддерживает фильтр по полю «${name}»` } : {}
    const base = { key: filter.key, names, ...refusal }
    switch (filter.kind) {
      case 'choices':
      case 'choice':
        fields.push({ ...base, kind: filter.kind, options: filter.options })
        break
      case 'period':
        fields.push({ ...base, kind: 'days' })
        break
      case 'amount':
        fields.push({ ...base, kind: 'money' })
        break
    }
  }
  return { fields, searchKey }
}
