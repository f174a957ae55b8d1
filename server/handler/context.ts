import type { Journal } from '../audit/journal'
import type { RefreshThrottle, RefreshThrottleLimits, SignInThrottle, SignInThrottleLimits } from '../auth/throttle'
import type { TokenService } from '../auth/tokens'
import type { Db } from '../db/open'
import type { EventHub } from '../events/hub'
import type { PresenceBoard } from '../events/presence-board'
import type { TestControls } from '../test-controls/controls'

/** Everything a server is configured with, defaults applied. */
export interface ResolvedOptions {
  databaseFile: string
  seed: number
  customers: number
  accessTokenTtl: number
  refreshTokenTtl: number
  refreshReuseGrace: number
  testControls: boolean
  staticDir: string | undefined
  corsOrigins: string[]
  /** Extra origins the console may connect to (its API host, when another): the CSP's connect-src. */
  connectSources: string[]
  adminEmail: string
  adminPassword: string
  jwtSecret: string | undefined
  /** Whether the journal (GET /v1/admin/audit-log/) is kept; off, the path is unknown and nothing is written. */
  auditLog: boolean
  /** Whether X-Forwarded-For names the client (behind a reverse proxy). */
  trustProxy: boolean
  signInThrottle: SignInThrottleLimits
  refreshThrottle: RefreshThrottleLimits
  /** Rubles from which a top-up waits for another person's approval; 0: none does. */
  approvalThreshold: number
  /** Seconds an approval waits before it expires. */
  approvalTtl: number
  /** Minutes a claim on a client request lasts (the live extension). */
  claimTtlMinutes: number
}

/** What the routes work with. */
export interface Backend {
  db: Db
  tokens: TokenService
  options: ResolvedOptions
  controls: TestControls | undefined
  journal: Journal
  /** The live extension: the event bus of the stream, and who is on which record. */
  hub: EventHub
  presence: PresenceBoard
  signInThrottle: SignInThrottle
  refreshThrottle: RefreshThrottle
}
