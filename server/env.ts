import { resolve } from 'node:path'
import { defaultAdmin, type BackendOptions } from './backend'

type Env = Record<string, string | undefined>

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}

/** A whole number of at least 1, or undefined when the variable is not set. */
function positive(env: Env, name: string): number | undefined {
  if (env[name] === undefined || env[name] === '') return undefined
  const value = integer(env, name, 0)
  if (value < 1) throw new Error(`${name} must be at least 1, got "${env[name]}"`)
  return value
}

/** `1` / `true` on, `0` / `false` off, the fallback when not set. */
function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (raw === '1' || raw === 'true') return true
  if (raw === '0' || raw === 'false') return false
  throw new Error(`${name} must be 1 or 0, got "${raw}"`)
}

/** Only the keys whose value is set, so that the defaults fill the rest. */
const defined = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * The server's settings from the environment (README's table): DATABASE_FILE, SEED,
 * SEED_CUSTOMERS, ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL, REFRESH_REUSE_GRACE, ADMIN_EMAIL, ADMIN_PASSWORD, CORS_ORIGINS,
 * JWT_SECRET, VITE_API_HOST (allowed in the CSP), test controls with NODE_ENV=test or TEST_CONTROLS=1,
 * AUDIT_LOG, TRUST_PROXY, the throttles' SIGNIN_* and REFRESH_* limits, APPROVAL_THRESHOLD,
 * APPROVAL_TTL_SECONDS and CLAIM_TTL_MINUTES.
 */
export function backendOptionsFromEnv(
  env: Env,
  root: string,
): Required<Pick<BackendOptions, 'adminEmail' | 'adminPassword'>> & BackendOptions {
  const apiHost = env.VITE_API_HOST ? new URL(env.VITE_API_HOST).origin : undefined
  return {
    databaseFile: resolve(root, env.DATABASE_FILE || 'data/console.sqlite'),
    seed: integer(env, 'SEED', 1),
    customers: integer(env, 'SEED_CUSTOMERS', 2000),
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 300),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 86_400),
    refreshReuseGrace: integer(env, 'REFRESH_REUSE_GRACE', 10),
    testControls: env.NODE_ENV === 'test' || env.TEST_CONTROLS === '1' || env.TEST_CONTROLS === 'true',
    corsOrigins: list(env.CORS_ORIGINS),
    connectSources: apiHost ? [apiHost] : [],
    adminEmail: env.ADMIN_EMAIL || defaultAdmin.email,
    adminPassword: env.ADMIN_PASSWORD || defaultAdmin.password,
    jwtSecret: env.JWT_SECRET || undefined,
    auditLog: flag(env, 'AUDIT_LOG', true),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    approvalThreshold: integer(env, 'APPROVAL_THRESHOLD', 50_000),
    approvalTtl: positive(env, 'APPROVAL_TTL_SECONDS') ?? 86_400,
    claimTtlMinutes: positive(env, 'CLAIM_TTL_MINUTES') ?? 30,
    signInThrottle: defined({
      maxFailuresPerAccount: positive(env, 'SIGNIN_MAX_FAILURES'),
      maxFailuresPerAddress: positive(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS'),
      windowSeconds: positive(env, 'SIGNIN_FAILURE_WINDOW'),
      firstWaitSeconds: positive(env, 'SIGNIN_FIRST_WAIT'),
      maxWaitSeconds: positive(env, 'SIGNIN_MAX_WAIT'),
    }),
    refreshThrottle: defined({
      perFamily: positive(env, 'REFRESH_MAX_PER_FAMILY'),
      perAddress: positive(env, 'REFRESH_MAX_PER_ADDRESS'),
      windowSeconds: positive(env, 'REFRESH_WINDOW'),
    }),
  }
}

/** PORT (default 8080) and HOST (default 127.0.0.1). */
export function listenOptionsFromEnv(env: Env): { port: number; host: string } {
  return { port: integer(env, 'PORT', 8080), host: env.HOST || '127.0.0.1' }
}
