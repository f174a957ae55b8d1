/**
 * What the server read benchmarks (journal, timeline) share: a temporary database seeded by the
 * group, the reference server over it, the admin's access token, and reads timed one after another.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/start'

export interface BenchServer {
  url: string
  /** The admin's access token, living an hour. */
  access: string
}

/** Signs in as the seeded admin; answers the access token. */
export async function adminAccessToken(url: string): Promise<string> {
  const signIn = await fetch(`${url}/v1/admin/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
  })
  return ((await signIn.json()) as { access: string }).access
}

/** Seeds a database in a temporary directory, serves it, and removes both after `measure`. */
export async function withSeededServer<Seeded, Result>(
  name: string,
  seed: (databaseFile: string) => Seeded,
  measure: (server: BenchServer, seeded: Seeded) => Promise<Result>,
): Promise<Result> {
  const directory = mkdtempSync(join(tmpdir(), `console-${name}-bench-`))
  try {
    const databaseFile = join(directory, `${name}.sqlite`)
    const seeded = seed(databaseFile)
    const server = await startServer({ port: 0, host: '127.0.0.1', databaseFile, customers: 50, seed: 1, accessTokenTtl: 3600 })
    try {
      return await measure({ url: server.url, access: await adminAccessToken(server.url) }, seeded)
    } finally {
      await server.close()
    }
  } finally {
    rmSync(directory, { recursive: true, force: true })
  }
}

export interface TimedReads {
  /** Milliseconds from request to parsed answer, sorted. */
  latencies: number[]
  /** This process's CPU milliseconds (the server runs in it) per read, sorted. */
  cpu: number[]
}

/** GETs each path in turn; a read that is not a 200 page of `results` stops the measurement. */
export async function timeReads(server: BenchServer, paths: readonly string[]): Promise<TimedReads> {
  const latencies: number[] = []
  const cpu: number[] = []
  for (const path of paths) {
    const started = performance.now()
    const cpuStarted = process.cpuUsage()
    const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${server.access}` } })
    const page = (await response.json()) as { results?: unknown[] }
    const used = process.cpuUsage(cpuStarted)
    latencies.push(performance.now() - started)
    cpu.push((used.user + used.system) / 1000)
    if (response.status !== 200 || !page.results) throw new Error(`${path} answered ${response.status}`)
  }
  const ascending = (a: number, b: number) => a - b
  return { latencies: latencies.sort(ascending), cpu: cpu.sort(ascending) }
}

/** Milliseconds to one decimal. */
export const round = (value: number) => Math.round(value * 10) / 10
