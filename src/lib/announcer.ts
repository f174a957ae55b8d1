/**
 * What the console says aloud: `announce('Норма сохранена')` or, for a failure,
 * `announce('Не удалось сохранить', { assertive: true })`. The shell's `<LiveRegions />`, present
 * (ui) speaks each message. A plain module in lib/ rather than an atom: the ui's own parts
 * (toasts, list pages) and state/ both announce, and only lib/ is below both.
 */
export type Politeness = 'polite' | 'assertive'

export interface Announcement {
  /** A new id for every message: the region gets a new node, so a repeated text is heard again. */
  id: number
  text: string
}

export type Announcements = Readonly<Record<Politeness, readonly Announcement[]>>

/** The last few messages stay in each region, so one said just before is not cut off by the next. */
const keptPerRegion = 3

let current: Announcements = { polite: [], assertive: [] }
let lastId = 0
const listeners = new Set<() => void>()

export function announce(text: string, { assertive = false }: { assertive?: boolean } = {}): void {
  const message = text.trim()
  if (!message) return
  const politeness: Politeness = assertive ? 'assertive' : 'polite'
  lastId += 1
  current = { ...current, [politeness]: [...current[politeness], { id: lastId, text: message }].slice(-keptPerRegion) }
  for (const listener of listeners) listener()
}

export function currentAnnouncements(): Announcements {
  return current
}

export function subscribeToAnnouncements(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** «Выгружено 25 %»: the quarter `done / total` has reached, announced once each (0 to 4). */
export function quarterReached(done: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(4, Math.floor((done / total) * 4))
}
