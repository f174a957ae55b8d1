/**
 * A million customers (issue 35): seeds a temporary database with SCALE_CUSTOMERS customers (a
 * million unless told; their whole history, as the server seeds itself), starts the reference
 * server over it, and times the customers list, searches by a part of an e-mail, by a phone in
 * the spellings people type, by a name (surname first, е for ё) and the palette's customer
 * search (its request: the first 8, newest first, for what was typed so far). Every search text
 * is asked once, so no count is remembered from an earlier read. Runs in `npm run bench`
 * (BENCH_ONLY=scale) or alone: `npx tsx tests/bench/scale.ts`.
 */
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { openDatabase } from '../../server/db/open'
import { Random } from '../../server/db/random'
import { buildQueryString } from '../../src/api/query-string'
import type { MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { exactFigure } from './figures'
import { round, timeReads, withSeededServer, type BenchServer } from './read-harness'
import { percentile } from './server-load'

export interface ScaleFigures {
  customers: number
  seedSeconds: number
  /** CPU seconds of the seeding (this process): what it costs apart from waiting for a CPU. */
  seedCpuSeconds: number
  listP95Ms: number
  searchEmailP95Ms: number
  searchPhoneP95Ms: number
  searchNameP95Ms: number
  paletteSearchP95Ms: number
  reads: number
}

interface Person {
  email: string
  first_name: string
  last_name: string
  phone: string | null
}

const customersPath = '/v1/admin/users/customers/'
const readsEach = 150

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
    return `${customersPath}${buildQueryString(query, 'comma')}`
  })
  return { list, email, phone, name, palette }
}

const p95 = async (server: BenchServer, paths: readonly string[]) => round(percentile((await timeReads(server, paths)).latencies, 0.95))

export async function measureScale(customers = 1_000_000): Promise<ScaleFigures> {
  let seedSeconds = 0
  let seedCpuSeconds = 0
  const random = Random.stream(35)
  const seed = (databaseFile: string) => {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    const { db } = openDatabase(databaseFile, { seed: 1, customers })
    // the data into the database file itself, as a server that has run a while has it
    db.pragma('wal_checkpoint(TRUNCATE)')
    db.close()
    const cpu = process.cpuUsage(cpuStarted)
    seedSeconds = (performance.now() - started) / 1000
    seedCpuSeconds = (cpu.user + cpu.system) / 1e6
    return readPaths(samplePeople(databaseFile, readsEach * 4, random), random)
  }
  return withSeededServer('scale', seed, async (server, paths) => {
    // warm the page cache and the list's count, as a running server has them
    await timeReads(server, paths.list.slice(0, 20))
    const figures = {
      listP95Ms: await p95(server, paths.list),
      searchEmailP95Ms: await p95(server, paths.email),
      searchPhoneP95Ms: await p95(server, paths.phone),
      searchNameP95Ms: await p95(server, paths.name),
      paletteSearchP95Ms: await p95(server, paths.palette),
    }
    const reads = Object.values(paths).reduce((sum, list) => sum + list.length, 0)
    return { customers, seedSeconds: round(seedSeconds), seedCpuSeconds: round(seedCpuSeconds), ...figures, reads }
  })
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
    const timed = (name: string, what: string, value: number) =>
      exactFigure(
        { name: `scale.${name}_p95_ms`, label: `${what} p95 (${count} customers)`, unit: 'ms', budget: budgets.scaleReadP95Ms },
        value,
      )
    return {
      figures: [
        exactFigure(
          { name: 'scale.seed_seconds', label: `seeding ${count} customers`, unit: 's', budget: budgets.scaleSeedSeconds },
          figures.seedSeconds,
        ),
        exactFigure({ name: 'scale.seed_cpu_seconds', label: `seeding ${count} customers, CPU time`, unit: 's' }, figures.seedCpuSeconds),
        timed('list', 'customers list', figures.listP95Ms),
        timed('search_email', 'search by part of an e-mail', figures.searchEmailP95Ms),
        timed('search_phone', 'search by phone', figures.searchPhoneP95Ms),
        timed('search_name', 'search by name', figures.searchNameP95Ms),
        timed('palette_search', "palette's customer search", figures.paletteSearchP95Ms),
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
