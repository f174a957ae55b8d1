import type { Db } from '../db/open'

/** Estimates, from a sample of the customers' search texts, of how many hold what a search looks for. */
export interface SearchTextSample {
  /** The share (0 to 1) of texts that hold a trigram. */
  share(trigram: string): number
  /** The share of texts that hold, for each group, every part of one of its alternatives. */
  holdingAll(groups: readonly (readonly (readonly string[])[])[]): number
}

/** Texts read for the estimate: enough for the shares that decide a plan (a few per cent and up). */
const sampleSize = 2000

const samples = new WeakMap<Db, SearchTextSample>()

/**
 * How common each trigram is among the customers' search texts, estimated once per database from
 * a sample of them. It only chooses how a search is answered, never what it finds, so an estimate
 * grown stale as customers come and go costs at most some speed.
 */
export function searchTextSample(db: Db): SearchTextSample {
  const known = samples.get(db)
  if (known) return known
  const texts = sampleTexts(db)
  const counts = new Map<string, number>()
  for (const text of texts) {
    for (const trigram of new Set(trigramsOf(text))) counts.set(trigram, (counts.get(trigram) ?? 0) + 1)
  }
  // what the sample lacks is rarer than what it holds: half a text's worth
  const shareOf = (found: number) => Math.max(found, 0.5) / Math.max(1, texts.length)
  const sample: SearchTextSample = {
    share: (trigram) => shareOf(counts.get(trigram) ?? 0),
    holdingAll: (groups) =>
      shareOf(texts.filter((text) => groups.every((group) => group.some((parts) => parts.every((part) => text.includes(part))))).length),
  }
  samples.set(db, sample)
  return sample
}

/** The trigrams of a text, by code point, as the index's trigram tokenizer cuts it. */
export function trigramsOf(text: string): string[] {
  // a code point is a UTF-16 unit but in a surrogate pair (an emoji, say)
  if (!/[\uD800-\uDFFF]/.test(text)) return Array.from({ length: Math.max(0, text.length - 2) }, (_, index) => text.slice(index, index + 3))
  const characters = [...text]
  return characters.slice(2).map((_, index) => characters.slice(index, index + 3).join(''))
}

/** Runs of consecutive texts the sample is read in: a few seeks into a large file, not one per text. */
const sampleRuns = 8

/** Every search text when there are few, else runs of them spread over the rowids. */
function sampleTexts(db: Db): string[] {
  const { low, high } = db
    .prepare('SELECT (SELECT MIN(id) FROM customer_search_content) AS low, (SELECT MAX(id) FROM customer_search_content) AS high')
    .get() as {
    low: number | null
    high: number | null
  }
  if (low === null || high === null) return []
  // rowids as many as the sample at most: every text (counting them would read them all)
  if (high - low < sampleSize) return db.prepare('SELECT c0 FROM customer_search_content').pluck().all() as string[]
  const run = db.prepare(`SELECT c0 FROM customer_search_content WHERE id >= ? ORDER BY id LIMIT ${sampleSize / sampleRuns}`).pluck()
  const step = (high - low) / sampleRuns
  return Array.from({ length: sampleRuns }, (_, index) => run.all(Math.floor(low + index * step)) as string[]).flat()
}
