// The query bar's grammar: `поле:значение`, comparisons, ranges, negation, quotes, OR by commas, words for the search.
export { dayWords, localToday } from './dates'
export { emptyPatch, fold, type QueryField, type QueryGrammar, type QueryOption, type QueryPatch, type QueryValue } from './fields'
export { formatQuery, holdsPatch } from './format'
export { parseQuery, type QueryProblem, type QueryResult } from './parse'
export { suggest, type QuerySuggestion } from './suggest'
