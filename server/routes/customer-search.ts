import { searchWords } from '../../src/lib/search-text'
import type { SqlValue } from '../db/filters'

/** A query for rowids of matching customers and its values. */
export interface CustomerMatch {
  sql: string
  params: SqlValue[]
}

/** Shorter than a trigram: the index cannot answer it, the candidates' texts are read instead. */
const trigram = 3

const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`

/**
 * The rowids of customers whose search text (e-mail, names, phone in any spelling, company;
 * folded: lower case, ё as е) holds every word of `search`, in any order. Words of 3 characters
 * or more are trigram phrases answered from the index; shorter ones are looked for in the texts
 * of what the index found, or in every text when no word is long enough.
 */
export function matchingCustomers(search: string): CustomerMatch {
  const indexed: string[] = []
  const read: { sql: string; params: string[] }[] = []
  for (const { alternatives } of searchWords(search)) {
    if (alternatives.every((text) => [...text].length >= trigram)) {
      const group = alternatives.map(phrase).join(' OR ')
      indexed.push(alternatives.length > 1 ? `(${group})` : group)
    } else {
      read.push({ sql: `(${alternatives.map(() => 'instr(text, ?) > 0').join(' OR ')})`, params: alternatives })
    }
  }
  const conditions = [...(indexed.length > 0 ? ['customer_search MATCH ?'] : []), ...read.map((part) => part.sql)]
  const params = [...(indexed.length > 0 ? [indexed.join(' AND ')] : []), ...read.flatMap((part) => part.params)]
  return { sql: `SELECT rowid FROM customer_search WHERE ${conditions.join(' AND ')}`, params }
}
