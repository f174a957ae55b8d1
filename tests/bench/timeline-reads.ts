/**
 * A customer's timeline at 100,000 operations: seeds a temporary database (a small set of customers,
 * then one customer's operations with one prepared insert in one transaction, and some notes), starts
 * the reference server over it, and times GET .../timeline/ pages one after another: half the first
 * page, the rest up to page 40, 25 to 100 items a page, every kind or a filter. Runs in `npm run bench`
 * (BENCH_ONLY=timeline) or alone: `npx tsx tests/bench/timeline-reads.ts`.
 */
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { nowEpoch } from '../../server/core/format'
import { openDatabase } from '../../server/db/open'
import { Random } from '../../server/db/random'
import type { MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { exactFigure } from './figures'
import { round, timeReads, withSeededServer } from './read-harness'
import { percentile } from './server-load'

export interface TimelineReadFigures {
  operations: number
  pageP50Ms: number
  pageP95Ms: number
  filteredPageP95Ms: number
  reads: number
}

/** One customer gets `operations` operations over two years (oldest first) and a note every 500th; answers their uuid. */
function seedCustomer(file: string, operations: number): string {
  const { db } = openDatabase(file, { seed: 1, customers: 50 })
  const customer = db.prepare('SELECT id, uuid FROM customers LIMIT 1').get() as { id: number; uuid: string }
  const insertOperation = db.prepare(
    `INSERT INTO finance_operations (uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at)
     VALUES (?, ?, 'charge', -100, ?, 'Анализ изображения', ?)`,
  )
  const insertNote = db.prepare(
    `INSERT INTO customer_notes (uuid, customer_id, author_uuid, author_email, text, created_at) VALUES (?, ?, ?, 'admin@example.com', 'Звонил', ?)`,
  )
  const end = nowEpoch()
  const start = end - 730 * 86_400
  db.transaction(() => {
    for (let index = 0; index < operations; index += 1) {
      const at = start + Math.floor(((end - start) * index) / operations)
      insertOperation.run(randomUUID(), customer.id, index * 100, at)
      if (index % 500 === 0) insertNote.run(randomUUID(), customer.id, randomUUID(), at + 1)
    }
  })()
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  return customer.uuid
}

export async function measureTimelineReads(operations = 100_000): Promise<TimelineReadFigures> {
  return withSeededServer(
    'timeline',
    (databaseFile) => seedCustomer(databaseFile, operations),
    async (server, customerUuid) => {
      const random = Random.stream(11)
      const page = () => `page=${1 + random.int(0, 39) * random.int(0, 1)}&page_size=${random.pick([25, 25, 50, 100])}`
      const onTimeline = (queries: string[]) => queries.map((query) => `/v1/admin/users/customers/${customerUuid}/timeline/?${query}`)
      const every = Array.from({ length: 200 }, page)
      const filters = ['kind=operation', 'kind=note', 'kind=note&kind=operation', 'kind=referral&kind=change&kind=otp']
      const filtered = Array.from({ length: 200 }, (_, index) => `${filters[index % filters.length] ?? ''}&${page()}`)
      // a few reads to warm the page cache, as a running server has
      await timeReads(server, onTimeline(every.slice(0, 10)))
      const plain = (await timeReads(server, onTimeline(every))).latencies
      const withFilters = (await timeReads(server, onTimeline(filtered))).latencies
      return {
        operations,
        pageP50Ms: round(percentile(plain, 0.5)),
        pageP95Ms: round(percentile(plain, 0.95)),
        filteredPageP95Ms: round(percentile(withFilters, 0.95)),
        reads: plain.length + withFilters.length,
      }
    },
  )
}

/** The group of `npm run bench`. */
export const timelineReads: MeasurementGroup = {
  name: 'timeline',
  timeLimitSeconds: 300,
  async measure(context) {
    const figures = await measureTimelineReads()
    const load = loadavg()[0]?.toFixed(1) ?? '?'
    context.log(`timeline: ${figures.operations.toLocaleString('en')} operations, ${figures.reads} reads (load average ${load})`)
    const label = (what: string) => `customer timeline ${what} (${figures.operations.toLocaleString('en')} operations)`
    return {
      figures: [
        exactFigure({ name: 'timeline.page_p50_ms', label: label('page p50'), unit: 'ms' }, figures.pageP50Ms),
        exactFigure(
          { name: 'timeline.page_p95_ms', label: label('page p95'), unit: 'ms', budget: budgets.timelinePageP95Ms },
          figures.pageP95Ms,
        ),
        exactFigure(
          { name: 'timeline.filtered_page_p95_ms', label: label('filtered page p95'), unit: 'ms', budget: budgets.timelinePageP95Ms },
          figures.filteredPageP95Ms,
        ),
      ],
      unmeasured: [],
    }
  },
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureTimelineReads(Number(process.env.TIMELINE_OPERATIONS) || undefined).then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
