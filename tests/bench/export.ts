/**
 * «Экспорт» of 100,000 finance operations: seeds a temporary database (a few customers, then the
 * operations with one prepared insert in one transaction), starts the reference server in its own
 * process, and runs the console's export code path in another: state/query's readAllPages and lib/paged-export's csvOfPages
 * with lib/csv-export and the operations' columns, through the console's HTTP client and the list's
 * struct, over HTTP, 500 rows a page, sorted as the screen sorts (-created_at).
 *
 * Time: from the first request to the finished file, the median of several runs; beside it the
 * CPU time the client and the server spent on one export (wall-clock on a shared machine also
 * counts waiting for a CPU).
 *
 * Memory: the client runs alone in a process started with --expose-gc. Before the export a full gc
 * gives the baseline; after each page is written another full gc, then `process.memoryUsage()`:
 * held = heapUsed + external + arrayBuffers, minus the same at the baseline (Node keeps a Blob's
 * bytes outside the V8 heap, in arrayBuffers; a Buffer counts in both external and arrayBuffers, so
 * the sum errs high). The peak of these samples divided by the file's bytes is what the export
 * holds per byte of its file: the file's parts written so far, the pages fetched ahead and anything
 * a page leaves behind. The process's resident memory growth over the same run is given beside it:
 * it also counts garbage the heap grew for and has not returned to the system.
 *
 * Runs in `npm run bench` (BENCH_ONLY=export) or alone: `npx tsx tests/bench/export.ts`.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { pageSizeMax } from '../../contract/schemas/common'
import type { FinanceOperationType } from '../../contract/schemas/finance'
import { nowEpoch } from '../../server/core/format'
import { openDatabase } from '../../server/db/open'
import { Random } from '../../server/db/random'
import { financeOperationsList } from '../../src/api/finance'
import { createHttpClient } from '../../src/api/http'
import { operationsExport } from '../../src/features/operations/columns'
import { csvOfPages } from '../../src/lib/paged-export'
import { readAllPages } from '../../src/state/query/read-all-pages'
import { memoryTokens } from '../support/memory-tokens'
import type { MeasurementGroup } from './bench-context'
import { budgets } from './budgets'
import { exactFigure, figureFromSamples } from './figures'
import { startServerProcess, stopServerProcess } from './server-load'

export interface ExportFigures {
  operations: number
  seedSeconds: number
  /** Each timed run, first request to finished file. */
  seconds: number[]
  fileBytes: number
  /** Client and server CPU seconds of each timed run. */
  cpuSeconds: number[]
  /** Peak of the held samples (see above), in bytes. */
  peakHeldBytes: number
  peakRssGrowthBytes: number
}

/** What the client process prints. */
type ClientFigures = Omit<ExportFigures, 'operations' | 'seedSeconds'> & { rows: number }

const historyDays = 730

/** How often each type happens, and what its description says, roughly as the seed writes them. */
const kinds: { type: FinanceOperationType; weight: number; cents: (random: Random) => number; description: (random: Random) => string }[] =
  [
    {
      type: 'charge',
      weight: 70,
      cents: (random) => -random.int(100, 50_000),
      description: (random) => `Анализ ${random.int(1, 40)} изобр., генерация ${random.int(1, 6)} изобр.`,
    },
    {
      type: 'top_up',
      weight: 18,
      cents: (random) => random.pick([100_000, 300_000, 500_000, 1_000_000]),
      description: (random) => (random.chance(0.5) ? 'Пополнение банковской картой' : `Оплата по счёту № ${random.int(1000, 99_999)}`),
    },
    { type: 'refund', weight: 3, cents: (random) => random.int(100, 20_000), description: () => 'Возврат: сбой обработки' },
    { type: 'bonus', weight: 6, cents: () => 30_000, description: () => 'Приветственный бонус' },
    {
      type: 'admin_top_up',
      weight: 3,
      cents: (random) => random.pick([50_000, 100_000]),
      description: () => 'Компенсация по обращению в поддержку',
    },
  ]

/** A database of 200 customers whose history is exactly `count` operations over the last two years. */
export function seedOperations(file: string, count: number): void {
  const { db } = openDatabase(file, { seed: 1, customers: 200 })
  const random = Random.stream(20_261_125, 20)
  const customers = (db.prepare('SELECT id FROM customers').all() as { id: number }[]).map((row) => row.id)
  const balances = new Map<number, number>()
  const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0)
  const pickKind = () => {
    let roll = random.int(0, totalWeight - 1)
    for (const kind of kinds) {
      if (roll < kind.weight) return kind
      roll -= kind.weight
    }
    throw new Error('the weights do not add up')
  }
  const insert = db.prepare(
    `INSERT INTO finance_operations (uuid, customer_id, type, amount_cents, balance_after_cents, description, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const end = nowEpoch()
  const start = end - historyDays * 86_400
  db.pragma('synchronous = OFF')
  db.transaction(() => {
    db.exec('DELETE FROM finance_operations')
    for (let index = 0; index < count; index += 1) {
      const kind = pickKind()
      const customer = random.pick(customers)
      const cents = kind.cents(random)
      const balance = (balances.get(customer) ?? 0) + cents
      balances.set(customer, balance)
      const at = start + Math.floor(((end - start) * index) / count)
      insert.run(random.uuid(), customer, kind.type, cents, balance, kind.description(random), at)
    }
  })()
  db.pragma('synchronous = NORMAL')
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
}

/** The V8 heap and what lives outside it (a Blob's bytes among it); see the file's comment. */
function heldBytes(): number {
  const usage = process.memoryUsage()
  return usage.heapUsed + usage.external + usage.arrayBuffers
}

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** CPU seconds (user and system) a process has used so far, from Linux's /proc/<pid>/stat. */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // after "pid (name) ": state is field 0, utime 11, stime 12
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / clockTicks
}

/** The client process: signs in, exports once measuring memory, then `runs` times timed; prints ClientFigures. */
async function runClient(baseUrl: string, serverPid: number, runs: number): Promise<ClientFigures> {
  const collect = (globalThis as { gc?: () => void }).gc
  if (!collect) throw new Error('the export client needs node --expose-gc')
  const signIn = await fetch(`${baseUrl}/v1/admin/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
  })
  const tokens = memoryTokens((await signIn.json()) as { access: string; refresh: string })
  const http = createHttpClient({
    host: baseUrl,
    tokens,
    onSessionEnd: () => {
      throw new Error('the session ended during the export')
    },
  })
  const exportOnce = (onPage?: () => void) =>
    csvOfPages(
      readAllPages(
        (page, pageSize, signal) =>
          financeOperationsList.list(http, { ordering: ['-created_at'], page: String(page), page_size: String(pageSize) }, { signal }),
        { pageSize: pageSizeMax, ahead: 2 },
      ),
      { columns: operationsExport.columns, onProgress: onPage },
    )

  collect()
  const baseHeld = heldBytes()
  const baseRss = process.memoryUsage().rss
  let peakHeld = 0
  let peakRss = 0
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss - baseRss)
    collect()
    peakHeld = Math.max(peakHeld, heldBytes() - baseHeld)
  }
  const measured = await exportOnce(sample)
  sample()
  const fileBytes = measured.file.size
  const rows = measured.rows

  const seconds: number[] = []
  const cpuSeconds: number[] = []
  const cpuSpent = () => cpuSecondsOf(process.pid) + cpuSecondsOf(serverPid)
  for (let run = 0; run < runs; run += 1) {
    collect()
    const started = performance.now()
    const cpuStarted = cpuSpent()
    const { file, rows: written } = await exportOnce()
    seconds.push((performance.now() - started) / 1000)
    cpuSeconds.push(cpuSpent() - cpuStarted)
    if (written !== rows || file.size !== fileBytes) throw new Error(`run ${run + 1} wrote ${written} rows, ${file.size} bytes`)
  }
  return { rows, seconds, cpuSeconds, fileBytes, peakHeldBytes: peakHeld, peakRssGrowthBytes: peakRss }
}

/** Runs the client in its own process (--expose-gc), so its memory is the export's alone. */
async function clientProcess(baseUrl: string, serverPid: number, runs: number): Promise<ClientFigures> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--client', baseUrl, String(serverPid), String(runs)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  let output = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`the export client exited with ${code}`)
  return JSON.parse(output) as ClientFigures
}

export async function measureExport(operations = 100_000, runs = 5): Promise<ExportFigures> {
  const directory = mkdtempSync(join(tmpdir(), 'console-export-bench-'))
  const databaseFile = join(directory, 'export.sqlite')
  try {
    const seedStarted = performance.now()
    seedOperations(databaseFile, operations)
    const seedSeconds = (performance.now() - seedStarted) / 1000
    const server = await startServerProcess(databaseFile, 200)
    try {
      const client = await clientProcess(server.url, server.child.pid ?? 0, runs)
      if (client.rows !== operations) throw new Error(`the export wrote ${client.rows} rows of ${operations}`)
      return { operations, seedSeconds, ...client }
    } finally {
      await stopServerProcess(server.child)
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits
const mib = (bytes: number) => round(bytes / 1_048_576, 1)

/** The group of `npm run bench`. */
export const exportGroup: MeasurementGroup = {
  name: 'export',
  // Five exports of 100,000 operations took 182 s on a loaded 2-core machine.
  timeLimitSeconds: 600,
  async measure(context) {
    const figures = await measureExport(100_000, Math.min(context.runs, 5))
    const load = loadavg()[0]?.toFixed(1) ?? '?'
    context.log(
      `export: ${figures.operations.toLocaleString('en')} operations seeded in ${round(figures.seedSeconds, 1)} s; file ${mib(figures.fileBytes)} MiB, ` +
        `held at most ${mib(figures.peakHeldBytes)} MiB, resident growth ${mib(figures.peakRssGrowthBytes)} MiB (load average ${load})`,
    )
    const label = (what: string) => `export of ${figures.operations.toLocaleString('en')} operations: ${what}`
    return {
      figures: [
        figureFromSamples(
          { name: 'export.operations_100k_s', label: label('time'), unit: 's', budget: budgets.exportHundredThousandOperationsSeconds },
          figures.seconds,
        ),
        figureFromSamples(
          { name: 'export.operations_100k_cpu_s', label: label('CPU time, client and server'), unit: 's' },
          figures.cpuSeconds,
        ),
        exactFigure({ name: 'export.file_mib', label: label('file size'), unit: 'MiB' }, mib(figures.fileBytes)),
        exactFigure(
          {
            name: 'export.held_per_file_byte',
            label: label('memory held per byte of the file'),
            unit: '×',
            budget: budgets.exportMemoryPerFileByte,
          },
          round(figures.peakHeldBytes / figures.fileBytes),
        ),
        exactFigure(
          { name: 'export.rss_growth_per_file_byte', label: label('resident memory growth per byte of the file'), unit: '×' },
          round(figures.peakRssGrowthBytes / figures.fileBytes),
        ),
      ],
      unmeasured: [],
    }
  },
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--client') {
    runClient(process.argv[3] ?? '', Number(process.argv[4]), Number(process.argv[5]) || 5).then(
      (figures) => console.log(JSON.stringify(figures)),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  } else {
    measureExport().then(
      (figures) => console.log(JSON.stringify(figures, null, 2)),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
}
