import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { BenchmarkPage } from '../../contract/schemas/benchmarks'
import type { ClientAccountPage } from '../../contract/schemas/client-accounts'
import type { ClientRequestPage } from '../../contract/schemas/client-requests'
import type { CustomerPage } from '../../contract/schemas/customers'
import type { HeatmapModelList } from '../../contract/schemas/heatmap-models'
import { startServer, type StartServerOptions } from '../../server/start'

export const admin = { email: 'admin@example.com', password: 'admin12345' } as const

export interface TestServer {
  url: string
  databaseFile: string
  /** Access token of a fresh sign-in. */
  access: string
  refresh: string
  /** fetch against the server; the bearer token is added unless `auth: false`. */
  call(path: string, init?: RequestInit & { auth?: boolean }): Promise<Response>
  /** A call expected to answer 2xx with JSON. */
  json<T = unknown>(path: string, init?: RequestInit & { auth?: boolean }): Promise<T>
  close(): Promise<void>
}

/** A server on a free port over a fresh temporary database (200 customers unless told). */
export async function startTestServer(options: Partial<StartServerOptions> = {}): Promise<TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'console-server-test-'))
  const databaseFile = join(directory, 'console.sqlite')
  const server = await startServer({ port: 0, customers: 200, seed: 1, testControls: true, ...options, databaseFile })
  const signIn = await fetch(`${server.url}/v1/admin/auth/signin/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const tokens = (await signIn.json()) as { access: string; refresh: string }
  const call = (path: string, init: RequestInit & { auth?: boolean } = {}) => {
    const { auth = true, ...rest } = init
    const headers = new Headers(rest.headers)
    if (auth && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${tokens.access}`)
    return fetch(`${server.url}${path}`, { ...rest, headers })
  }
  return {
    url: server.url,
    databaseFile,
    access: tokens.access,
    refresh: tokens.refresh,
    call,
    async json<T>(path: string, init?: RequestInit & { auth?: boolean }): Promise<T> {
      const response = await call(path, init)
      if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
      return (await response.json()) as T
    },
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

/** JSON request options. */
export function jsonBody(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

/** A read-only connection to a test server's database (WAL: it sees every committed write). */
export function openDatabase(file: string): Database.Database {
  return new Database(file, { readonly: true, fileMustExist: true })
}

/** A digest of every row of every table (settings aside), to show that a call changed nothing. */
export function databaseChecksum(db: Database.Database): string {
  const hash = createHash('sha256')
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'settings' ORDER BY name").all() as {
    name: string
  }[]
  for (const { name } of tables) {
    hash.update(name)
    const rows = db
      .prepare(`SELECT * FROM "${name}"`)
      .raw()
      .all()
      .map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value)))
    for (const row of rows.sort()) hash.update(row)
  }
  return hash.digest('hex')
}

/** Every page of a list, following `next`. */
export async function allPages<T>(server: TestServer, path: string): Promise<T[]> {
  const results: T[] = []
  let next: string | null = `${server.url}${path}`
  while (next) {
    const page: { next: string | null; results: T[] } = await server.json(next.slice(server.url.length))
    results.push(...page.results)
    next = page.next
  }
  return results
}

/** Resolves once a top-up has claimed `key` (its row exists), polling the database. */
export async function untilKeyClaimed(databaseFile: string, key: string): Promise<void> {
  const db = openDatabase(databaseFile)
  try {
    const find = db.prepare('SELECT state FROM idempotency_keys WHERE key = ?')
    while (find.get(key) === undefined) await new Promise((resolve) => setTimeout(resolve, 5))
  } finally {
    db.close()
  }
}

/** The first customer, benchmark, client account, client request and heatmap model of a test server's seed. */
export async function firstOfEachKind(server: TestServer) {
  const [customer] = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1')).results
  const [benchmark] = (await server.json<BenchmarkPage>('/v1/admin/benchmarks/?page_size=1')).results
  const [account] = (await server.json<ClientAccountPage>('/v1/admin/client-requests-accounts/?page_size=1')).results
  const [request] = (await server.json<ClientRequestPage>('/v1/admin/client-requests/?page_size=1')).results
  const [model] = (await server.json<HeatmapModelList>('/v1/admin/heatmap-models/')).results
  if (!customer || !benchmark || !account || !request || !model) throw new Error('the seed has every kind of row')
  return { customer, benchmark, account, request, model }
}

export const finance = { email: 'finance@example.com', password: 'finance12345' } as const
export const support = { email: 'support@example.com', password: 'support12345' } as const

/** Calls to a test server as another account: its sign-in's bearer token on every request. */
export async function signedInAs(server: TestServer, account: { email: string; password: string }) {
  const tokens = await server.json<{ access: string }>('/v1/admin/auth/signin/', { ...jsonBody('POST', account), auth: false })
  const headers = (init: RequestInit = {}) => {
    const merged = new Headers(init.headers)
    merged.set('Authorization', `Bearer ${tokens.access}`)
    return { ...init, headers: merged }
  }
  return {
    access: tokens.access,
    call: (path: string, init?: RequestInit) => server.call(path, headers(init)),
    json: <T = unknown>(path: string, init?: RequestInit) => server.json<T>(path, headers(init)),
  }
}
