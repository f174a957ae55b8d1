import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createLocalAuditLog } from '../../src/api/local-audit-log'
import { makeAuditEntry } from '../support/fixtures/audit-log'

const day = 24 * 60 * 60 * 1000

describe('the browser’s own journal', () => {
  it('lists newest first, filters like the server, pages', async () => {
    const factory = new IDBFactory()
    const log = createLocalAuditLog({ factory: () => factory, now: () => new Date('2026-10-10T12:00:00Z') })
    await log.add(makeAuditEntry({ created_at: '2026-10-01T10:00:00Z', actor_email: 'anna@example.com' }))
    await log.add(makeAuditEntry({ created_at: '2026-10-05T10:00:00Z', action: 'delete', target_type: 'benchmark', target_uuid: null }))
    await log.add(makeAuditEntry({ created_at: '2026-10-03T10:00:00Z' }))

    const all = await log.list({})
    expect(all.results.map((entry) => entry.created_at)).toEqual(['2026-10-05T10:00:00Z', '2026-10-03T10:00:00Z', '2026-10-01T10:00:00Z'])
    expect((await log.list({ actor_email: ['Anna@Example.com'] })).count).toBe(1)
    // a part of the e-mail finds it, as on the server
    expect((await log.list({ actor_email: ['ANNA@'] })).count).toBe(1)
    expect((await log.list({ actor_email: ['nobody'] })).count).toBe(0)
    expect((await log.list({ action: ['delete'], target_type: ['benchmark'] })).count).toBe(1)
    expect((await log.list({ action: ['top_up'], date_to: ['2026-10-02'] })).count).toBe(1)
    const second = await log.list({ page: ['2'], page_size: ['2'] })
    expect(second).toMatchObject({ count: 3, next: null })
    expect(second.results).toHaveLength(1)
  })

  it('drops entries older than 90 days when it stores one', async () => {
    const factory = new IDBFactory()
    const now = new Date('2026-10-10T12:00:00Z')
    const old = makeAuditEntry({ created_at: new Date(now.getTime() - 91 * day).toISOString() })
    // Written back then, when it was fresh.
    await createLocalAuditLog({ factory: () => factory, now: () => new Date(old.created_at) }).add(old)
    const fresh = makeAuditEntry({ created_at: now.toISOString() })
    await createLocalAuditLog({ factory: () => factory, now: () => now }).add(fresh)

    // Read as of back then: the old entry would still be within 90 days, had it not been deleted.
    const thenView = await createLocalAuditLog({ factory: () => factory, now: () => new Date(old.created_at) }).list({})
    expect(thenView.results.map((entry) => entry.entry_uuid)).toEqual([fresh.entry_uuid])
  })

  it('is empty, not broken, in a browser without IndexedDB', async () => {
    const log = createLocalAuditLog({ factory: () => undefined })
    expect(await log.list({})).toEqual({ count: 0, next: null, previous: null, results: [] })
    await expect(log.add(makeAuditEntry())).rejects.toThrow()
  })
})
