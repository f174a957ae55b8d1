/**
 * The palette's matcher: a query scores against a label and its keywords in tiers, so that a match
 * at the start of a word always outranks a match inside a word, which outranks scattered letters.
 * A query typed in the wrong keyboard layout (ЙЦУКЕН ↔ QWERTY) scores as if typed in the right one.
 */

const latinKeys = "`qwertyuiop[]asdfghjkl;'zxcvbnm,."
const cyrillicKeys = 'ёйцукенгшщзхъфывапролджэячсмитьбю'

const toCyrillic = new Map([...latinKeys].map((key, index) => [key, cyrillicKeys[index] ?? key]))
const toLatin = new Map([...cyrillicKeys].map((key, index) => [key, latinKeys[index] ?? key]))

function retype(text: string, layout: ReadonlyMap<string, string>): string {
  let out = ''
  for (const char of text) out += layout.get(char) ?? char
  return out
}

/** Lower case, «ё» as «е», spaces collapsed: how both sides are compared. */
export function normalizeForMatch(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim()
}

/** The query as typed and as it would read in the other keyboard layout. */
export function layoutVariants(query: string): string[] {
  const typed = normalizeForMatch(query)
  const variants = new Set([typed, normalizeForMatch(retype(typed, toCyrillic)), normalizeForMatch(retype(typed, toLatin))])
  return [...variants].filter(Boolean)
}

/** Tiers of a match; a higher tier always wins, whatever the bonuses within a tier. */
export const matchTier = { none: 0, scattered: 1, inside: 2, wordStart: 3, prefix: 4 } as const

const tierWeight = 1000

/** A label and its keywords, normalized once and kept for every keystroke. */
export interface MatchTarget {
  text: string
  /** Indexes in `text` where a word starts. */
  wordStarts: ReadonlySet<number>
}

export function matchTarget(label: string, keywords: readonly string[] = []): MatchTarget {
  const text = normalizeForMatch([label, ...keywords].join(' '))
  const wordStarts = new Set<number>()
  for (let index = 0; index < text.length; index += 1) {
    const previous = text[index - 1]
    if (index === 0 || previous === undefined || /[\s\p{P}]/u.test(previous)) wordStarts.add(index)
  }
  return { text, wordStarts }
}

/** Every query word starts a word of the text, in any order: the tier below a whole-prefix match. */
function wordsStartWords(words: readonly string[], target: MatchTarget): number {
  let earliest = Infinity
  for (const word of words) {
    let found = -1
    for (let at = target.text.indexOf(word); at !== -1; at = target.text.indexOf(word, at + 1)) {
      if (target.wordStarts.has(at)) {
        found = at
        break
      }
    }
    if (found === -1) return -1
    earliest = Math.min(earliest, found)
  }
  return earliest
}

function scattered(query: string, text: string): boolean {
  let at = 0
  for (const char of query) {
    if (char === ' ') continue
    at = text.indexOf(char, at)
    if (at === -1) return false
    at += 1
  }
  return true
}

function scoreVariant(query: string, target: MatchTarget): number {
  const { text } = target
  // Shorter texts win within a tier: «Нормы» before «Перейти: Нормы и бенчмарки».
  const shortness = Math.max(0, 200 - text.length)
  if (text.startsWith(query)) return matchTier.prefix * tierWeight + shortness
  const words = query.split(' ')
  const start = wordsStartWords(words, target)
  if (start !== -1) return matchTier.wordStart * tierWeight + Math.max(0, 400 - start) / 2 + shortness / 4
  const inside = text.indexOf(query)
  if (inside !== -1) return matchTier.inside * tierWeight + shortness
  return scattered(query, text) ? matchTier.scattered * tierWeight + shortness : 0
}

/** The score of a prepared query (see `layoutVariants`) against a target: 0 when it does not match. */
export function scoreMatch(variants: readonly string[], target: MatchTarget): number {
  let best = 0
  for (const variant of variants) best = Math.max(best, scoreVariant(variant, target))
  return best
}

/** The tier a score belongs to. */
export function tierOf(score: number): number {
  return Math.floor(score / tierWeight)
}

/**
 * The best `limit` items for the query, best first; items that do not match are left out. Ties
 * keep the given order. Targets are made once per item (cached by identity).
 */
export function rankMatches<T extends object>(
  items: readonly T[],
  query: string,
  targetOf: (item: T) => MatchTarget,
  limit: number,
): { item: T; score: number }[] {
  const variants = layoutVariants(query)
  const scored: { item: T; score: number; order: number }[] = []
  items.forEach((item, order) => {
    const score = scoreMatch(variants, targetOf(item))
    if (score > 0) scored.push({ item, score, order })
  })
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  return scored.slice(0, limit).map(({ item, score }) => ({ item, score }))
}

/** `targetOf` for rankMatches with a per-item cache: a label and keywords are normalized once. */
export function cachedTargets<T extends object>(describe: (item: T) => { label: string; keywords?: readonly string[] }) {
  const cache = new WeakMap<T, MatchTarget>()
  return (item: T): MatchTarget => {
    let target = cache.get(item)
    if (!target) {
      const { label, keywords } = describe(item)
      target = matchTarget(label, keywords)
      cache.set(item, target)
    }
    return target
  }
}
