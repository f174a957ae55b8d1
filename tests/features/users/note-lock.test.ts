import { describe, expect, it } from 'vitest'
import type { TimelineItem } from '../../../contract/schemas/timeline'
import { nextNoteLock } from '../../../src/features/users/timeline/feed-columns'

const now = Date.parse('2026-11-26T10:00:00Z')
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
const note = (at: string, author: string): TimelineItem => ({
  item_uuid: '0c000000-0000-4000-8000-000000000001',
  kind: 'note',
  at,
  title: 'Заметка',
  amount: null,
  balance_after: null,
  actor_email: author,
  text: 'Позвонить в понедельник',
  target_type: 'note',
  target_uuid: '0c000000-0000-4000-8000-000000000001',
})

describe('nextNoteLock', () => {
  it('is when the soonest of the person’s own notes stops being changeable', () => {
    const items = [note(minutesAgo(5), 'admin@example.com'), note(minutesAgo(12), 'admin@example.com')]
    expect(nextNoteLock(items, 'admin@example.com', now)).toBe(now + 3 * 60_000)
  })

  it('is null with no own note still in its 15 minutes', () => {
    const items = [note(minutesAgo(5), 'other@example.com'), note(minutesAgo(16), 'admin@example.com')]
    expect(nextNoteLock(items, 'admin@example.com', now)).toBeNull()
  })
})
