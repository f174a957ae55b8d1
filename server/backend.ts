import { createApp } from './app'
import { Journal } from './audit/journal'
import type { App } from './auth/app-env'
import {
  defaultRefreshLimits,
  defaultSignInLimits,
  RefreshThrottle,
  SignInThrottle,
  type RefreshThrottleLimits,
  type SignInThrottleLimits,
} from './auth/throttle'
import { TokenService } from './auth/tokens'
import { openDatabase } from './db/open'
import { EventHub } from './events/hub'
import { PresenceBoard } from './events/presence-board'
import type { Backend, ResolvedOptions } from './handler/context'
import { ensureStaff } from './handler/roles'
import { sweepLive } from './live/sweep'
import { ensureAdmin } from './routes/auth'
import { TestControls } from './test-controls/controls'

export interface BackendOptions {
  databaseFile: string
  seed?: number
  customers?: number
  /** Seconds; default 300. */
  accessTokenTtl?: number
  /** Seconds; default 86400. */
  refreshTokenTtl?: number
  /** Seconds a spent refresh token still answers the pair it was spent for, while that pair is unused; default 10, 0: never. */
  refreshReuseGrace?: number
  testControls?: boolean
  /** Serve the built console from here, with the SPA fallback. */
  staticDir?: string
  corsOrigins?: string[]
  /** Other origins the console may connect to (the CSP's connect-src), e.g. its API host. */
  connectSources?: string[]
  /** Default admin@example.com / admin12345. */
  adminEmail?: string
  adminPassword?: string
  /** Default: a secret generated once and kept in the database. */
  jwtSecret?: string
  /** Keep the journal (GET /v1/admin/audit-log/); default true. Off: the path answers 404 and nothing is written. */
  auditLog?: boolean
  /** Take the client's address from X-Forwarded-For (behind a reverse proxy); default false. */
  trustProxy?: boolean
  /** Failed sign-in limits; defaults: 5 per account and per address, 15 min, first wait 60 s, at most 15 min. */
  signInThrottle?: Partial<SignInThrottleLimits>
  /** Refresh limits; defaults: 60 per token family and 600 per address a minute. */
  refreshThrottle?: Partial<RefreshThrottleLimits>
  /** Rubles from which a top-up waits for approval; default 50 000; 0: none does. */
  approvalThreshold?: number
  /** Seconds an approval waits before it expires; default 86 400. */
  approvalTtl?: number
  /** Minutes a claim on a client request lasts; default 30. */
  claimTtlMinutes?: number
}

export const defaultAdmin = { email: 'admin@example.com', password: 'admin12345' } as const

export function resolveOptions(options: BackendOptions): ResolvedOptions {
  return {
    databaseFile: options.databaseFile,
    seed: options.seed ?? 1,
    customers: options.customers ?? 2000,
    accessTokenTtl: options.accessTokenTtl ?? 300,
    refreshTokenTtl: options.refreshTokenTtl ?? 86_400,
    refreshReuseGrace: options.refreshReuseGrace ?? 10,
    testControls: options.testControls ?? false,
    staticDir: options.staticDir,
    corsOrigins: options.corsOrigins ?? [],
    connectSources: options.connectSources ?? [],
    adminEmail: (options.adminEmail ?? defaultAdmin.email).trim().toLowerCase(),
    adminPassword: options.adminPassword ?? defaultAdmin.password,
    jwtSecret: options.jwtSecret,
    auditLog: options.auditLog ?? true,
    trustProxy: options.trustProxy ?? false,
    signInThrottle: { ...defaultSignInLimits, ...options.signInThrottle },
    refreshThrottle: { ...defaultRefreshLimits, ...options.refreshThrottle },
    approvalThreshold: options.approvalThreshold ?? 50_000,
    approvalTtl: options.approvalTtl ?? 86_400,
    claimTtlMinutes: options.claimTtlMinutes ?? 30,
  }
}

export interface ConsoleBackend {
  app: App
  /** The app's fetch, counting calls in flight so that close() can wait for them; `env` carries the socket (client address). */
  fetch(request: Request, env?: unknown): Promise<Response>
  backend: Backend
  /** Whether this start created and seeded the database. */
  seeded: boolean
  /** Lets hanging test calls go, waits (up to 5 s) for calls in flight, then closes the database. */
  close(): Promise<void>
}

/** Opens (and on first use seeds) the database, makes sure the admin exists, and builds the app. */
export async function createBackend(options: BackendOptions): Promise<ConsoleBackend> {
  const resolved = resolveOptions(options)
  const { db, seeded } = openDatabase(resolved.databaseFile, { seed: resolved.seed, customers: resolved.customers })
  await ensureAdmin(db, resolved.adminEmail, resolved.adminPassword)
  await ensureStaff(db)
  const tokens = new TokenService(
    db,
    { access: resolved.accessTokenTtl, refresh: resolved.refreshTokenTtl, reuseGrace: resolved.refreshReuseGrace },
    resolved.jwtSecret,
  )
  const signInThrottle = new SignInThrottle(resolved.signInThrottle)
  const refreshThrottle = new RefreshThrottle(resolved.refreshThrottle)
  const controls = resolved.testControls
    ? new TestControls(tokens, [signInThrottle, refreshThrottle], resolved.refreshReuseGrace)
    : undefined
  const hub = new EventHub()
  const journal = new Journal(db, resolved.auditLog, hub)
  const presence = new PresenceBoard(hub)
  const backend: Backend = { db, tokens, options: resolved, controls, journal, signInThrottle, refreshThrottle, hub, presence }
  const app = createApp(backend)
  const stopSweeping = sweepLive(backend)
  let inFlight = 0
  return {
    app,
    fetch: async (request, env) => {
      inFlight += 1
      try {
        return await app.fetch(request, env)
      } finally {
        inFlight -= 1
      }
    },
    backend,
    seeded,
    close: async () => {
      controls?.releaseAll()
      stopSweeping()
      hub.end()
      const deadline = Date.now() + 5000
      while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
      db.close()
    },
  }
}
