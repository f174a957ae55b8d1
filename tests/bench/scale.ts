/**
 * A million customers (issue 35): seeds a database with SCALE_CUSTOMERS customers (a million
 * unless told; their whole history, as the server seeds itself; kept in bench-results between
 * runs, with how long it took), starts the reference server over it (the file read into the page
 * cache first, as a server that has run a while has it), and times the customers
 * list, searches by a part of an e-mail, by a phone in the spellings people type, by a name
 * (surname first, е for ё) and the palette's customer search (its request: the first 8, newest
 * first, for what was typed so far). Every search text is asked once, so no count is remembered
 * from an earlier read. Runs in `npm run bench` (BENCH_ONLY=scale) or alone:
 * `npx tsx tests/bench/scale.ts`.
 */
import { createReadStream, mkdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { pathToFileURL } from 'node:url'
import { customerEndpoints } from '../../contract/endpoints/customers'
import { openDatabase, readSetting, writeSetting } from '../../server/db/open'
import { Random } from '../../server/db/random'
import { startServer } from '../../server/start'
import { endpointUrl } from '../../src/api/call'
import { projectRoot } from '../e2e/build-console'
import type { MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { exactFigure } from './figures'
import { adminAccessToken, round, timeReads, type BenchServer } from './read-harness'
import { percentile } from './server-load'

export interface ScaleFigures {
  customers: number
  /** How long the kept database took to seed (when this or an earlier run seeded it). */
  seedSeconds: number
  /** CPU seconds of that seeding: what it costs apart from waiting for a CPU on a shared machine. */
  seedCpuSeconds: number
  list: ReadFigures
  searchEmail: ReadFigures
  searchPhone: ReadFigures
  searchName: ReadFigures
  paletteSearch: ReadFigures
  reads: number
}

interface ReadFigures {
  p95: number
  cpuP95: number
}

interface Person {
  email: string
  first_name: string
  last_name: string
  phone: string | null
}

const customersPath = '/v1/admin/users/customers/'
const readsEach = 150
const warmingReads = 20

/** Customers spread over the whole table, to take texts from. */
function samplePeople(databaseFile: string, count: number, random: Random): Person[] {
  const { db } = openDatabase(databaseFile, { seed: 1, customers: 0 })
  const total = (db.prepare('SELECT MAX(id) AS total FROM customers').get() as { total: number }).total
  const read = db.prepare('SELECT email, first_name, last_name, phone FROM customers WHERE id = ?')
  const people = Array.from({ length: count }, () => read.get(random.int(1, total)) as Person)
  db.close()
  return people
}

const phoneSpellings = [
  (ten: string) => `8 ${ten.slice(0, 3)} ${ten.slice(3, 6)}-${ten.slice(6, 8)}-${ten.slice(8)}`,
  (ten: string) => `+7 (${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6, 8)}-${ten.slice(8)}`,
  (ten: string) => `8${ten}`,
  (ten: string) => ten,
  (ten: string) => `8 (${ten.slice(0, 3)}) ${ten.slice(3, 6)}`,
]

/** The query strings of each kind of read, each search text once. */
function readPaths(people: readonly Person[], random: Random) {
  const search = (text: string, rest = 'page_size=25') => `${customersPath}?${rest}&search=${encodeURIComponent(text)}`
  const orderings = ['-registered_at', '-registered_at', 'balance', '-balance', 'email', '-last_active_at']
  const list = Array.from(
    { length: readsEach },
    () =>
      `${customersPath}?page=${1 + random.int(0, 39) * random.int(0, 1)}&page_size=${random.pick([25, 25, 50, 100])}` +
      `&ordering=${random.pick(orderings)}`,
  )
  const [emailPeople, phonePeople, namePeople, palettePeople] = [0, 1, 2, 3].map((part) =>
    people.slice(part * readsEach, (part + 1) * readsEach),
  ) as [Person[], Person[], Person[], Person[]]
  const email = emailPeople.map((person) => {
    const local = person.email.slice(0, person.email.indexOf('@'))
    return search(random.chance(0.5) ? local.slice(1) : `${local.slice(2)}@${person.email.split('@')[1]?.slice(0, 3) ?? ''}`)
  })
  const phone = phonePeople
    .filter((person) => person.phone)
    .map((person) => search(random.pick(phoneSpellings)((person.phone ?? '').slice(2))))
  const name = namePeople.map((person) =>
    search(`${person.last_name} ${person.first_name}`.replaceAll('ё', 'е'), `page_size=25&ordering=${random.pick(orderings)}`),
  )
  // What the palette sends (as the console writes it) after a pause in typing: a name, e-mail or
  // phone begun, 3 characters or more.
  const palette = palettePeople.map((person) => {
    const typed = random.pick([
      person.last_name.slice(0, random.int(3, person.last_name.length)),
      `${person.last_name} ${person.first_name.slice(0, 2)}`,
      person.email.slice(0, random.int(4, 10)),
      `8 ${(person.phone ?? '+7999').slice(2, 5)} ${(person.phone ?? '+7999123').slice(5, 8)}`,
    ])
    const query = { page: 1, page_size: 8, search: typed, status: [], registered_from: '', registered_to: '', ordering: '-registered_at' }
    return endpointUrl(customerEndpoints.list, undefined, query)
  })
  return { list, email, phone, name, palette }
}

/** Wall-clock p95 and CPU-time p95 (this process: server and client) of the reads. */
async function timed(server: BenchServer, paths: readonly string[]): Promise<{ p95: number; cpuP95: number }> {
  const { latencies, cpu } = await timeReads(server, paths)
  return { p95: round(percentile(latencies, 0.95)), cpuP95: round(percentile(cpu, 0.95)) }
}

/**
 * The database of `customers`, kept in bench-results between runs (seeding a million takes
 * minutes); seeded when missing, with the seeding's wall-clock and CPU seconds kept in its settings.
 */
function keptDatabase(customers: number): { file: string; seedSeconds: number; seedCpuSeconds: number } {
  const directory = join(projectRoot, 'bench-results')
  mkdirSync(directory, { recursive: true })
  const file = join(directory, `scale-seed1-${customers}.sqlite`)
  const started = performance.now()
  const cpuStarted = process.cpuUsage()
  const { db, seeded } = openDatabase(file, { seed: 1, customers })
  if (seeded) {
    const cpu = process.cpuUsage(cpuStarted)
    writeSetting(db, 'bench_seed_seconds', String(round((performance.now() - started) / 1000)))
    writeSetting(db, 'bench_seed_cpu_seconds', String(round((cpu.user + cpu.system) / 1e6)))
    // the data into the database file itself, as a server that has run a while has it
    db.pragma('wal_checkpoint(TRUNCATE)')
  }
  const figures = {
    file,
    seedSeconds: Number(readSetting(db, 'bench_seed_seconds') ?? Number.NaN),
    seedCpuSeconds: Number(readSetting(db, 'bench_seed_cpu_seconds') ?? Number.NaN),
  }
  db.close()
  return figures
}

export async function measureScale(customers = 1_000_000): Promise<ScaleFigures> {
  const database = keptDatabase(customers)
  const random = Random.stream(35)
  const paths = readPaths(samplePeople(database.file, readsEach * 4, random), random)
  // The database file in the page cache, as on a server that has run a while: read cold, the disk
  // decided the figures (the index's pages), not the reads.
  await pipeline(
    createReadStream(database.file),
    new Writable({
      write: (_chunk, _encoding, done) => done(),
    }),
  )
  const started = await startServer({ port: 0, host: '127.0.0.1', databaseFile: database.file, customers, seed: 1, accessTokenTtl: 3600 })
  try {
    const server = { url: started.url, access: await adminAccessToken(started.url) }
    // The list's count and the search's sample of texts made, as a running server has them: the list,
    // and searches for other people than the measured ones.
    const warming = readPaths(samplePeople(database.file, readsEach * 4, Random.stream(36)), Random.stream(36))
    await timeReads(server, [
      ...paths.list.slice(0, warmingReads),
      ...[warming.email, warming.phone, warming.name, warming.palette].flatMap((reads) => reads.slice(0, warmingReads)),
    ])
    const figures = {
      list: await timed(server, paths.list),
      searchEmail: await timed(server, paths.email),
      searchPhone: await timed(server, paths.phone),
      searchName: await timed(server, paths.name),
      paletteSearch: await timed(server, paths.palette),
    }
    const reads = Object.values(paths).reduce((sum, list) => sum + list.length, 0)
    return { customers, seedSeconds: database.seedSeconds, seedCpuSeconds: database.seedCpuSeconds, ...figures, reads }
  } finally {
    await started.close()
  }
}

/** The group of `npm run bench`. */
export const scale: MeasurementGroup = {
  name: 'scale',
  // Seeding a million customers with their history takes minutes, more on a loaded machine.
  timeLimitSeconds: 2400,
  async measure(context) {
    const figures = await measureScale(Number(process.env.SCALE_CUSTOMERS) || undefined)
    const load = loadavg()[0]?.toFixed(1) ?? '?'
    const count = figures.customers.toLocaleString('en')
    context.log(`scale: ${count} customers seeded in ${figures.seedSeconds} s, ${figures.reads} reads (load average ${load})`)
    const read = (name: string, what: string, figure: ReadFigures) => [
      exactFigure(
        { name: `scale.${name}_p95_ms`, label: `${what} p95 (${count} customers)`, unit: 'ms', budget: budgets.scaleReadP95Ms },
        figure.p95,
      ),
      exactFigure({ name: `scale.${name}_cpu_p95_ms`, label: `${what} CPU time p95 (${count} customers)`, unit: 'ms' }, figure.cpuP95),
    ]
    return {
      figures: [
        exactFigure(
          { name: 'scale.seed_seconds', label: `seeding ${count} customers`, unit: 's', budget: budgets.scaleSeedSeconds },
          figures.seedSeconds,
        ),
        exactFigure({ name: 'scale.seed_cpu_seconds', label: `seeding ${count} customers, CPU time`, unit: 's' }, figures.seedCpuSeconds),
        ...read('list', 'customers list', figures.list),
        ...read('search_email', 'search by part of an e-mail', figures.searchEmail),
        ...read('search_phone', 'search by phone', figures.searchPhone),
        ...read('search_name', 'search by name', figures.searchName),
        ...read('palette_search', "palette's customer search", figures.paletteSearch),
      ],
      unmeasured: [],
    }
  },
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  measureScale(Number(process.env.SCALE_CUSTOMERS) || undefined).then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
