import { timelineKinds, type TimelineKind } from '../../../../contract/schemas/timeline'

/** The feed's kinds in the address: `feed=note,operation` (the API's kinds); none or an unknown one is left out. */
export const feedParam = 'feed'
/** The feed's page in the address (the customer page's own parameters stay apart). */
export const feedPageParam = 'feed_page'

export const feedKindLabels: Record<TimelineKind, string> = {
  operation: 'Операции',
  otp: 'Коды',
  referral: 'Рефералы',
  note: 'Заметки',
  change: 'Изменения',
}

export function readFeedKinds(search: URLSearchParams): TimelineKind[] {
  const written = (search.get(feedParam) ?? '').split(',')
  return timelineKinds.filter((kind) => written.includes(kind))
}

export function readFeedPage(search: URLSearchParams): number {
  const page = Number(search.get(feedPageParam))
  return Number.isInteger(page) && page > 1 ? page : 1
}

/** The address with `kind` switched on or off; the feed goes back to its first page. */
export function withKindToggled(search: URLSearchParams, kind: TimelineKind): URLSearchParams {
  const kinds = readFeedKinds(search)
  const next = kinds.includes(kind) ? kinds.filter((shown) => shown !== kind) : [...kinds, kind]
  const changed = new URLSearchParams(search)
  changed.delete(feedPageParam)
  if (next.length === 0) changed.delete(feedParam)
  else changed.set(feedParam, timelineKinds.filter((shown) => next.includes(shown)).join(','))
  return changed
}

/** The address showing every kind (none chosen); the feed goes back to its first page. */
export function withAllKinds(search: URLSearchParams): URLSearchParams {
  const changed = new URLSearchParams(search)
  changed.delete(feedPageParam)
  changed.delete(feedParam)
  return changed
}
