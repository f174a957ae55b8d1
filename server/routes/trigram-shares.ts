import type { Db } from '../db/open'

/** The estimated share (0 to 1) of customers whose search text holds a trigram. */
export type TrigramShare = (trigram: string) => number

/** Texts read for the estimate: enough for the shares that decide a plan (a few per cent and up). */
const sampleSize = 4000

const shares = new WeakMap<Db, TrigramShare>()

/**
 * How common each trigram is among the customers' search texts, estimated once per database from
 * a sample of them. It only chooses how a search is answered, never what it finds, so an estimate
 * grown stale as customers come and go costs at most some speed.
 */
export function trigramShares(db: Db): TrigramShare {
  const known = shares.get(db)
  if (known) return known
  const texts = sampleTexts(db)
  const counts = new Map<string, number>()
  for (const text of texts) {
    for (const trigram of new Set(trigramsOf(text))) counts.set(trigram, (counts.get(trigram) ?? 0) + 1)
  }
  // a trigram the sample lacks is rarer than one in it: half a text's worth
  const share: TrigramShare = (trigram) => (counts.get(trigram) ?? 0.5) / Math.max(1, texts.length)
  shares.set(db, share)
  return share
}

/** The trigrams of a text, by code point, as the index's trigram tokenizer cuts it. */
export function trigramsOf(text: string): string[] {
  const characters = [...text]
  return characters.slice(2).map((_, index) => characters.slice(index, index + 3).join(''))
}

/** Every search text when there are few, else a sample spread over the rowids. */
function sampleTexts(db: Db): string[] {
  const { low, high, total } = db
    .prepare('SELECT MIN(id) AS low, MAX(id) AS high, COUNT(*) AS total FROM customer_search_content')
    .get() as {
    low: number | null
    high: number | null
    total: number
  }
  if (low === null || high === null) return []
  if (total <= sampleSize) return db.prepare('SELECT c0 FROM customer_search_content').pluck().all() as string[]
  const read = db.prepare('SELECT c0 FROM customer_search_content WHERE id >= ? ORDER BY id LIMIT 1').pluck()
  const step = (high - low) / sampleSize
  return Array.from({ length: sampleSize }, (_, index) => read.get(Math.floor(low + index * step)) as string)
}
