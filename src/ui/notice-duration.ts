/** The least a notice stays on screen, however short its text. */
export const minimumNoticeMs = 6000

/** The reading speed assumed, in words a minute: slow, as a notice is read beside other work. */
const wordsPerMinute = 150
/** Time to notice that something appeared and look at it, before reading. */
const noticingMs = 2000
/** A part that is not text (a link): time to take it in and follow it. */
const linkMs = 4000

/**
 * How long a notice stays: its reading time, at least six seconds (WCAG 2.2.1: enough time to read).
 * `parts` are its title and description; one that is not a string (a link) adds time of its own.
 */
export function noticeDuration(parts: readonly unknown[]): number {
  const text = parts.filter((part): part is string => typeof part === 'string').join(' ')
  const words = text.split(/\s+/).filter((word) => word !== '').length
  const others = parts.filter((part) => part !== undefined && part !== null && part !== '' && typeof part !== 'string').length
  const reading = noticingMs + (words * 60_000) / wordsPerMinute + others * linkMs
  return Math.max(minimumNoticeMs, Math.round(reading))
}
