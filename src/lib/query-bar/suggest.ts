import { dayWords } from './dates'
import { findField, fold, type QueryField, type QueryGrammar } from './fields'
import { quoteIfNeeded, tokenize, unquote } from './tokens'

/** One suggestion: what the list shows, and the query and caret once it is taken. */
export interface QuerySuggestion {
  id: string
  label: string
  detail?: string
  text: string
  caret: number
}

const comparisons: Record<'days' | 'money', readonly (readonly [string, string])[]> = {
  days: [
    ['>=', 'не раньше'],
    ['<=', 'не позже'],
    ['>', 'позже'],
    ['<', 'раньше'],
  ],
  money: [
    ['>=', 'не меньше'],
    ['<=', 'не больше'],
    ['>', 'больше'],
    ['<', 'меньше'],
  ],
}

/**
 * What may come where the caret is, as the person types: field names for a word, then the field's
 * values (its options, a period's words), then comparisons for a period or an amount. Nothing
 * after a space or once the token is whole, so Enter is free to run the query.
 */
export function suggest(text: string, caret: number, grammar: QueryGrammar): QuerySuggestion[] {
  const token = tokenize(text).find((candidate) => candidate.end === caret)
  if (!token) return []
  const prefix = token.negated ? '-' : ''
  const replace = (id: string, replacement: string, label: string, detail?: string): QuerySuggestion => ({
    id,
    label,
    detail,
    text: text.slice(0, token.start) + replacement + text.slice(token.end),
    caret: token.start + replacement.length,
  })
  if (token.field === undefined) {
    const typed = fold(unquote(token.value))
    if (typed === '') return []
    return grammar.fields
      .filter((field) => field.names.some((name) => fold(name).startsWith(typed)))
      .map((field) => replace(`field:${field.key}`, `${prefix}${field.names[0]}:`, `${field.names[0]}:`, fieldDetail(field)))
  }
  const field = findField(grammar, token.field)
  if (!field || field.unsupported !== undefined) return []
  const head = `${prefix}${token.field}:`
  if (field.kind === 'choices' || field.kind === 'choice') {
    const cut = token.value.lastIndexOf(',') + 1
    const typed = fold(unquote(token.value.slice(cut)))
    // A value typed whole is not offered again: only the longer ones it begins.
    const matching = field.options.filter(
      (option) => fold(option.label) !== typed && (fold(option.label).startsWith(typed) || fold(option.value).startsWith(typed)),
    )
    const before = head + token.value.slice(0, cut)
    return matching.map((option) =>
      replace(`value:${option.value}`, before + quoteIfNeeded(fold(option.label)), fold(option.label), option.value),
    )
  }
  const comparison = /^(>=|<=|>|<)?/.exec(token.value)?.[0] ?? ''
  const rangeAt = token.value.indexOf('..')
  const cut = rangeAt >= 0 ? rangeAt + 2 : comparison.length
  const typed = fold(unquote(token.value.slice(cut)))
  const before = head + token.value.slice(0, cut)
  const words =
    field.kind === 'days' && !/^\d/.test(typed)
      ? dayWords
          .filter((word) => word.startsWith(typed) && word !== typed)
          .map((word) => replace(`word:${word}`, before + quoteIfNeeded(word), word))
      : []
  const operators =
    token.value === ''
      ? comparisons[field.kind].map(([operator, meaning]) => replace(`operator:${operator}`, head + operator, operator, meaning))
      : []
  return [...words, ...operators]
}

function fieldDetail(field: QueryField): string {
  return field.unsupported ?? field.names.slice(1).join(', ')
}
