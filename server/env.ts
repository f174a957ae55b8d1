import { resolve } from 'node:path'
import type { BackendOptions } from './backend'
import { defaultAdmin } from './backend'

type Env = Record<string, string | undefined>

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * The server's settings from the environment (README's table): DATABASE_FILE, SEED,
 * SEED_CUSTOMERS, ACCESS_TOKEN_TTL, REFRESH_TOKEN_TTL, ADMIN_EMAIL, ADMIN_PASSWORD, CORS_ORIGINS,
 * JWT_SECRET, VITE_API_HOST (allowed in the CSP), and test controls with NODE_ENV=test or TEST_CONTROLS=1.
 */
export function backendOptionsFromEnv(env: Env, root: string): Required<Pick<BackendOptions, 'adminEmail' | 'adminPassword'>> & BackendOptions {
  const apiHost = env.VITE_API_HOST ? new URL(env.VITE_API_HOST).origin : undefined
  return {
    databaseFile: resolve(root, env.DATABASE_FILE || 'data/console.sqlite'),
    seed: integer(env, 'SEED', 1),
    customers: integer(env, 'SEED_CUSTOMERS', 2000),
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 300),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 86_400),
    testControls: env.NODE_ENV === 'test' || env.TEST_CONTROLS === '1' || env.TEST_CONTROLS === 'true',
    corsOrigins: list(env.CORS_ORIGINS),
    connectSources: apiHost ? [apiHost] : [],
    adminEmail: env.ADMIN_EMAIL || defaultAdmin.email,
    adminPassword: env.ADMIN_PASSWORD || defaultAdmin.password,
    jwtSecret: env.JWT_SECRET || undefined,
  }
}

/** PORT (default 8080) and HOST (default 127.0.0.1). */
export function listenOptionsFromEnv(env: Env): { port: number; host: string } {
  return { port: integer(env, 'PORT', 8080), host: env.HOST || '127.0.0.1' }
}
