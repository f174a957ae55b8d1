import { searchWords } from '../../contract/search-text'
import type { SqlValue } from '../db/filters'

/** SQL and its values. */
export interface SqlPart {
  sql: string
  params: SqlValue[]
}

/** Two ways to find the customers a search matches; each holds every word, in any order. */
export interface CustomerMatch {
  /** The rowids of the matching customers, answered from the trigram index. */
  rowids: SqlPart
  /**
   * A condition on a row of `customers`, reading that customer's search text (the index's own
   * copy): for walking an ordering's index when many match, where reading the few rows a page
   * walks past is cheaper than finding every match first.
   */
  row: SqlPart
}

/** Shorter than a trigram: the index cannot answer it, the candidates' texts are read instead. */
const trigram = 3

const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`

/**
 * The customers whose search text (e-mail, names, phone in any spelling, company; folded: lower
 * case, ё as е) holds every word of `search`, in any order. A word of 3 characters or more is
 * found anywhere; a shorter one at a word's start («Петров Ив» is Иван, not Давид), where two
 * characters and the space before them are a trigram too. Trigram phrases are answered from the
 * index; a one-letter word is looked for in the texts of what the index found, or in every text.
 */
export function matchingCustomers(search: string): CustomerMatch {
  const indexed: string[] = []
  const read: SqlPart[] = []
  const every: SqlPart[] = []
  for (const word of searchWords(search)) {
    const alternatives = word.alternatives.map((text) => ([...text].length < trigram ? ` ${text}` : text))
    const anyOf = { sql: `(${alternatives.map(() => 'instr(s.c0, ?) > 0').join(' OR ')})`, params: alternatives }
    every.push(anyOf)
    if (alternatives.every((text) => [...text].length >= trigram)) {
      const group = alternatives.map(phrase).join(' OR ')
      indexed.push(alternatives.length > 1 ? `(${group})` : group)
    } else {
      read.push(anyOf)
    }
  }
  const fromIndex = 'SELECT rowid FROM customer_search WHERE customer_search MATCH ?'
  // short words are read from the index's own copy of the texts, by rowid
  const conditions = [...(indexed.length > 0 ? [`s.id IN (${fromIndex})`] : []), ...read.map((part) => part.sql)]
  const params = [...(indexed.length > 0 ? [indexed.join(' AND ')] : []), ...read.flatMap((part) => part.params)]
  const rowids =
    read.length === 0
      ? { sql: fromIndex, params }
      : { sql: `SELECT s.id AS rowid FROM customer_search_content s WHERE ${conditions.join(' AND ')}`, params }
  return {
    rowids,
    row: {
      sql: `EXISTS (SELECT 1 FROM customer_search_content s WHERE s.id = customers.id AND ${every.map((part) => part.sql).join(' AND ')})`,
      params: every.flatMap((part) => part.params),
    },
  }
}
