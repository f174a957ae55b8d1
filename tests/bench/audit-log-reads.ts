/**
 * The journal's list at 1,000,000 entries: seeds a temporary database (a small set of customers,
 * then the entries with one prepared insert in one transaction), starts the reference server over
 * it, and times GET /v1/admin/audit-log/ pages one after another, without and with filters (the
 * count of a filter set is computed on its first page and remembered, as the server does). Runs in
 * `npm run bench` (BENCH_ONLY=audit-log) or alone: `npx tsx tests/bench/audit-log-reads.ts`.
 */
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { auditActions, type AuditAction, type AuditTargetType } from '../../contract/schemas/audit-log'
import { addDays, dayOfEpoch, nowEpoch } from '../../server/core/format'
import { openDatabase } from '../../server/db/open'
import { Random } from '../../server/db/random'
import type { MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { exactFigure } from './figures'
import { round, timeReads, withSeededServer } from './read-harness'
import { percentile } from './server-load'

export interface AuditLogReadFigures {
  entries: number
  seedSeconds: number
  unfilteredP50Ms: number
  unfilteredP95Ms: number
  filteredP50Ms: number
  filteredP95Ms: number
  /**
   * CPU time of this process (server and client) per read, p95: what a read costs, apart from
   * waiting for a CPU on a shared machine, which the wall-clock figures include.
   */
  unfilteredCpuP95Ms: number
  filteredCpuP95Ms: number
  reads: number
}

/** How often each action happens, roughly as a team of admins works. */
const actionWeights: [AuditAction, number][] = [
  ['sign_in', 12],
  ['sign_in_failed', 3],
  ['sign_in_throttled', 1],
  ['top_up', 30],
  ['issue_otp', 10],
  ['create', 12],
  ['update', 25],
  ['delete', 6],
  ['set_active_model', 1],
]
const recordTypes: AuditTargetType[] = ['benchmark', 'client_account', 'client_request']
const historyDays = 730

/** Inserts `count` entries over the last two years, oldest first, with one prepared statement in one transaction. */
export function seedEntries(file: string, count: number): { actors: string[]; customers: string[]; newestDay: string } {
  const { db } = openDatabase(file, { seed: 1, customers: 50 })
  const random = Random.stream(20_261_125)
  const actors = Array.from({ length: 8 }, (_, index) => ({ uuid: random.uuid(), email: `admin${index + 1}@example.com` }))
  const customers = Array.from({ length: 20_000 }, () => random.uuid())
  const records = Array.from({ length: 5000 }, () => random.uuid())
  const totalWeight = actionWeights.reduce((sum, [, weight]) => sum + weight, 0)
  const pickAction = (): AuditAction => {
    let roll = random.int(0, totalWeight - 1)
    for (const [action, weight] of actionWeights) {
      if (roll < weight) return action
      roll -= weight
    }
    return 'update'
  }
  const end = nowEpoch()
  const start = end - historyDays * 86_400
  const insert = db.prepare(
    `INSERT INTO audit_log (uuid, created_at, actor_uuid, actor_email, action, target_type, target_uuid, target_label, changes, comment)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  db.pragma('synchronous = OFF')
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const at = start + Math.floor(((end - start) * index) / count)
      const actor = random.pick(actors)
      const action = pickAction()
      if (action.startsWith('sign_in')) {
        insert.run(random.uuid(), at, actor.uuid, actor.email, action, 'admin', actor.uuid, actor.email, '{}', '')
      } else if (action === 'top_up' || action === 'issue_otp') {
        const changes = action === 'top_up' ? JSON.stringify({ amount: [null, '1500.00'], balance: ['100.00', '1600.00'] }) : '{}'
        insert.run(
          random.uuid(),
          at,
          actor.uuid,
          actor.email,
          action,
          'customer',
          random.pick(customers),
          'client@example.com',
          changes,
          action === 'top_up' ? 'Пополнение' : '',
        )
      } else if (action === 'set_active_model') {
        insert.run(
          random.uuid(),
          at,
          actor.uuid,
          actor.email,
          action,
          'heatmap_model',
          random.pick(records),
          'Модель v2',
          '{"active_model":["Модель v1","Модель v2"]}',
          '',
        )
      } else {
        insert.run(
          random.uuid(),
          at,
          actor.uuid,
          actor.email,
          action,
          random.pick(recordTypes),
          random.pick(records),
          'Запись',
          '{"name":["Было","Стало"]}',
          '',
        )
      }
    }
  })()
  db.pragma('synchronous = NORMAL')
  // the entries into the database file itself, as a server that has run a while has them
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
  return { actors: actors.map((actor) => actor.email), customers, newestDay: dayOfEpoch(end) }
}

/**
 * Query strings of the reads, 25 to 100 entries a page: half the first page, the rest up to page 40
 * of the whole journal or page 10 of a filtered one; the filters are those of the console's screen
 * (person, action, record type, period, and a record's history).
 */
function readQueries(seeded: ReturnType<typeof seedEntries>, random: Random): { unfiltered: string[]; filtered: string[] } {
  const page = (deepest: number) => `page=${1 + random.int(0, deepest - 1) * random.int(0, 1)}&page_size=${random.pick([25, 25, 50, 100])}`
  const unfiltered = Array.from({ length: 200 }, () => `?${page(40)}`)
  const filters = [
    () => `action=${random.pick(auditActions)}`,
    () => `actor_email=${random.pick(seeded.actors)}`,
    () => `target_type=${random.pick(['customer', 'benchmark', 'client_account', 'client_request', 'admin'])}`,
    () => `target_uuid=${random.pick(seeded.customers)}`,
    () => {
      const to = addDays(seeded.newestDay, -random.int(0, 60))
      return `date_from=${addDays(to, -random.int(0, 30))}&date_to=${to}`
    },
    () => `action=top_up&actor_email=${random.pick(seeded.actors)}`,
    () => `target_type=customer&date_from=${addDays(seeded.newestDay, -7)}`,
  ]
  const filtered = Array.from({ length: 280 }, (_, index) => `?${filters[index % filters.length]?.() ?? ''}&${page(10)}`)
  return { unfiltered, filtered }
}

export async function measureAuditLogReads(entries = 1_000_000): Promise<AuditLogReadFigures> {
  let seedSeconds = 0
  const seedTimed = (databaseFile: string) => {
    const seedStarted = performance.now()
    const seeded = seedEntries(databaseFile, entries)
    seedSeconds = (performance.now() - seedStarted) / 1000
    return seeded
  }
  return withSeededServer('audit', seedTimed, async (server, seeded) => {
    const onJournal = (queries: string[]) => queries.map((query) => `/v1/admin/audit-log/${query}`)
    const { unfiltered, filtered } = readQueries(seeded, Random.stream(7))
    // a few reads to warm the page cache, as a running server has
    await timeReads(server, onJournal(unfiltered.slice(0, 10)))
    const plain = await timeReads(server, onJournal(unfiltered))
    const withFilters = await timeReads(server, onJournal(filtered))
    return {
      entries,
      seedSeconds: round(seedSeconds),
      unfilteredP50Ms: round(percentile(plain.latencies, 0.5)),
      unfilteredP95Ms: round(percentile(plain.latencies, 0.95)),
      filteredP50Ms: round(percentile(withFilters.latencies, 0.5)),
      filteredP95Ms: round(percentile(withFilters.latencies, 0.95)),
      unfilteredCpuP95Ms: round(percentile(plain.cpu, 0.95)),
      filteredCpuP95Ms: round(percentile(withFilters.cpu, 0.95)),
      reads: plain.latencies.length + withFilters.latencies.length,
    }
  })
}

/** The group of `npm run bench`. */
export const auditLogReads: MeasurementGroup = {
  name: 'audit-log',
  // Seeding a million entries alone took 262 s of its 298 on a loaded 2-core machine.
  timeLimitSeconds: 900,
  async measure(context) {
    const figures = await measureAuditLogReads()
    const load = loadavg()[0]?.toFixed(1) ?? '?'
    context.log(
      `journal: ${figures.entries.toLocaleString('en')} entries seeded in ${figures.seedSeconds} s, ${figures.reads} reads (load average ${load})`,
    )
    const label = (what: string) => `journal list ${what} (${figures.entries.toLocaleString('en')} entries)`
    return {
      figures: [
        exactFigure({ name: 'audit_log.page_p50_ms', label: label('page p50'), unit: 'ms' }, figures.unfilteredP50Ms),
        exactFigure(
          { name: 'audit_log.page_p95_ms', label: label('page p95'), unit: 'ms', budget: budgets.auditLogPageP95Ms },
          figures.unfilteredP95Ms,
        ),
        exactFigure({ name: 'audit_log.filtered_page_p50_ms', label: label('filtered page p50'), unit: 'ms' }, figures.filteredP50Ms),
        exactFigure(
          { name: 'audit_log.filtered_page_p95_ms', label: label('filtered page p95'), unit: 'ms', budget: budgets.auditLogPageP95Ms },
          figures.filteredP95Ms,
        ),
        exactFigure({ name: 'audit_log.page_cpu_p95_ms', label: label('page CPU time p95'), unit: 'ms' }, figures.unfilteredCpuP95Ms),
        exactFigure(
          { name: 'audit_log.filtered_page_cpu_p95_ms', label: label('filtered page CPU time p95'), unit: 'ms' },
          figures.filteredCpuP95Ms,
        ),
      ],
      unmeasured: [],
    }
  },
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureAuditLogReads(Number(process.env.AUDIT_LOG_ENTRIES) || undefined).then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
