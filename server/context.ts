import type { Hono } from 'hono'
import type { AdminRow, TokenService } from './auth/tokens'
import type { Db } from './db/open'
import type { TestControls } from './test-controls'

/** Everything a server is configured with, defaults applied. */
export interface ResolvedOptions {
  databaseFile: string
  seed: number
  customers: number
  accessTokenTtl: number
  refreshTokenTtl: number
  testControls: boolean
  staticDir: string | undefined
  corsOrigins: string[]
  /** Extra origins the console may connect to (its API host, when another): the CSP's connect-src. */
  connectSources: string[]
  adminEmail: string
  adminPassword: string
  jwtSecret: string | undefined
}

/** The per-request values of the Hono app. */
export interface AppEnv {
  Variables: {
    admin: AdminRow
    /** Milliseconds a test fault asked this call to wait before it answers (see TestControls). */
    faultDelay: number | undefined
  }
}

export type App = Hono<AppEnv>

/** What the routes work with. */
export interface Backend {
  db: Db
  tokens: TokenService
  options: ResolvedOptions
  controls: TestControls | undefined
}
