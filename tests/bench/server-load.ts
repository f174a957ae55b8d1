/**
 * The reference server under a bounded local load: seeds 100,000 customers into a temporary
 * database (timed), starts the server in its own process (so the load generator does not share
 * its event loop), and drives GET /v1/admin/users/customers/ with autocannon on 127.0.0.1
 * (10 connections, 10 s by default) over a mix of pages, page sizes, searches, status filters and
 * orderings. `npx tsx tests/bench/server-load.ts` prints the figures as JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { startServer } from '../../server/start'
import { adminAccessToken } from './read-harness'

export interface ServerLoadFigures {
  customers: number
  /** Creating and seeding the database on first start, in seconds. */
  seedSeconds100k: number
  databaseMegabytes: number
  customersListRps: number
  customersListP50Ms: number
  customersListP95Ms: number
  customersListP99Ms: number
  requests: number
  /** Answers other than 2xx, and connection errors or timeouts: 0 on a healthy run. */
  non2xx: number
  errors: number
  durationSeconds: number
  connections: number
}

export interface ServerLoadOptions {
  customers?: number
  durationSeconds?: number
  connections?: number
}

/** The query strings the load cycles through: what people do on the customers screen. */
function listQueries(): string[] {
  const orderings = ['', '-registered_at', 'registered_at', '-balance', 'balance', 'email', '-last_active_at']
  const searches = ['иван', 'ова', 'mail.ru', '+7 916', 'ооо', 'сергей', 'yandex', 'медиа']
  const statuses = ['', 'active', 'blocked', 'active,blocked']
  const queries: string[] = []
  for (let index = 0; index < 240; index += 1) {
    const params = new URLSearchParams()
    params.set('page_size', String([25, 25, 50, 100][index % 4]))
    if (index % 3 !== 0) params.set('page', String(1 + ((index * 7919) % 400)))
    const ordering = orderings[index % orderings.length]
    if (ordering) params.set('ordering', ordering)
    if (index % 5 === 0) params.set('search', searches[(index / 5) % searches.length] ?? 'иван')
    const status = statuses[index % statuses.length]
    if (status) params.set('status', status)
    queries.push(`/v1/admin/users/customers/?${params.toString()}`)
  }
  return queries
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * Starts the server in a child process (this file with --serve), so a client measured here does not
 * share its event loop or heap; answers its URL and how long the start took (seeding included).
 */
export async function startServerProcess(
  databaseFile: string,
  customers: number,
): Promise<{ child: ChildProcess; url: string; seconds: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', databaseFile, String(customers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout ?? process.stdin })
  for await (const line of lines) {
    const started = JSON.parse(line) as { url: string; seconds: number }
    return { child, ...started }
  }
  throw new Error('the server process ended before it started')
}

/** The child: starts the server, prints `{url, seconds}` and serves until it is told to stop. */
async function serve(databaseFile: string, customers: number): Promise<void> {
  const started = performance.now()
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseFile, customers, seed: 1, accessTokenTtl: 3600 })
  console.log(JSON.stringify({ url: server.url, seconds: (performance.now() - started) / 1000 }))
  process.once('SIGTERM', () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  })
}

/** Stops a server started by startServerProcess and waits for it to exit. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

export async function measureServerLoad(options: ServerLoadOptions = {}): Promise<ServerLoadFigures> {
  const customers = options.customers ?? 100_000
  const durationSeconds = options.durationSeconds ?? 10
  const connections = options.connections ?? 10
  const directory = mkdtempSync(join(tmpdir(), 'console-server-load-'))
  const databaseFile = join(directory, 'load.sqlite')
  try {
    const server = await startServerProcess(databaseFile, customers)
    const seedSeconds = server.seconds
    try {
      const access = await adminAccessToken(server.url)
      const queries = listQueries()
      let next = 0
      const latencies: number[] = []
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: server.url,
            connections,
            duration: durationSeconds,
            headers: { Authorization: `Bearer ${access}` },
            requests: [
              {
                method: 'GET',
                setupRequest: (request) => {
                  request.path = queries[next % queries.length] ?? '/v1/admin/users/customers/'
                  next += 1
                  return request
                },
              },
            ],
          },
          (error: unknown, finished: autocannon.Result) =>
            error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
        )
        instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
      })
      latencies.sort((left, right) => left - right)
      return {
        customers,
        seedSeconds100k: round(seedSeconds),
        databaseMegabytes: round(statSync(databaseFile).size / 1_048_576),
        customersListRps: round(result.requests.average),
        customersListP50Ms: round(percentile(latencies, 0.5)),
        customersListP95Ms: round(percentile(latencies, 0.95)),
        customersListP99Ms: round(percentile(latencies, 0.99)),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        durationSeconds,
        connections,
      }
    } finally {
      await stopServerProcess(server.child)
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--serve') {
    serve(process.argv[3] ?? '', Number(process.argv[4])).catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
  } else {
    const customers = Number(process.env.SEED_CUSTOMERS) || undefined
    measureServerLoad({ customers }).then(
      (figures) => console.log(JSON.stringify(figures, null, 2)),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
}
