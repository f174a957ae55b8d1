import { searchWords } from '../../contract/search-text'
import type { SqlValue } from '../db/filters'
import { trigramsOf, type SearchTextSample } from './search-text-sample'

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

/** Reading a candidate's text to check it costs about as much as this many postings of the index. */
const checkCost = 100
/** The rarest trigrams a long word is looked up by when they are cheaper than its phrase. */
const keysPerWord = 2

interface PlannedWord {
  alternatives: string[]
  /** The word found in a text read by rowid (the index's copy): an OR of its alternatives. */
  inText: SqlPart
}

/**
 * The customers whose search text (e-mail, names, phone in any spelling, company; folded: lower
 * case, ё as е) holds every word of `search`, in any order. A word of 3 characters or more is
 * found anywhere; a shorter one at a word's start («Петров Ив» is Иван, not Давид), where two
 * characters and the space before them are a trigram too. Trigram phrases are answered from the
 * index; a one-letter word is looked for in the texts of what the index found, or in every text.
 * With `sample` (how common trigrams are), long words whose phrases would read many postings
 * («Ковалева Виктория»: «ова», «ева» are in a third of the texts) are looked up by their rarest
 * trigrams instead, and the few texts found are read to check the words.
 */
export function matchingCustomers(search: string, sample?: SearchTextSample): CustomerMatch {
  const words: PlannedWord[] = searchWords(search).map((word) => {
    const alternatives = word.alternatives.map((text) => ([...text].length < trigram ? ` ${text}` : text))
    return { alternatives, inText: { sql: `(${alternatives.map(() => 'instr(s.c0, ?) > 0').join(' OR ')})`, params: alternatives } }
  })
  const keys = sample ? keyTrigrams(words, sample) : []
  const indexed: string[] = []
  const read: SqlPart[] = []
  for (const [index, { alternatives, inText }] of words.entries()) {
    const wordKeys = keys[index]
    if (wordKeys) {
      const groups = wordKeys.map((alternative) => alternative.map(phrase).join(' AND '))
      indexed.push(groups.length > 1 ? `(${groups.map((group) => `(${group})`).join(' OR ')})` : (groups[0] ?? ''))
      read.push(inText)
    } else if (alternatives.every((text) => [...text].length >= trigram)) {
      const group = alternatives.map(phrase).join(' OR ')
      indexed.push(alternatives.length > 1 ? `(${group})` : group)
    } else {
      read.push(inText)
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
      sql: `EXISTS (SELECT 1 FROM customer_search_content s WHERE s.id = customers.id AND ${words.map((word) => word.inText.sql).join(' AND ')})`,
      params: words.flatMap((word) => word.inText.params),
    },
  }
}

/**
 * For each word, the trigrams each of its spellings is looked up by when the search is cheaper so
 * (else none, and every word is a phrase): a word whose spellings have more trigrams than
 * `keysPerWord`, by their rarest ones. Costs in postings read: a phrase reads all of its trigrams'
 * postings; the keys read theirs, and the texts they find, as many as in the sample, are each read
 * to check them.
 */
function keyTrigrams(words: readonly PlannedWord[], sample: SearchTextSample): (string[][] | undefined)[] {
  let phraseCost = 0
  let keyCost = 0
  const keys = words.map(({ alternatives }) => {
    const trigrams = alternatives.map((text) => [...new Set(trigramsOf(text))])
    if (trigrams.some((spelling) => spelling.length <= keysPerWord)) return undefined
    return trigrams.map((spelling) => {
      const rarest = [...spelling].sort((a, b) => sample.share(a) - sample.share(b)).slice(0, keysPerWord)
      phraseCost += spelling.reduce((sum, key) => sum + sample.share(key), 0)
      keyCost += rarest.reduce((sum, key) => sum + sample.share(key), 0)
      return rarest
    })
  })
  const keyed = keys.filter((wordKeys) => wordKeys !== undefined)
  if (keyed.length === 0) return []
  // the keys only when they cost well under the phrases: an estimate decides
  return (keyCost + checkCost * sample.holdingAll(keyed)) * 2 < phraseCost ? keys : []
}
