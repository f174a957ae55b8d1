import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defaultAdmin } from './backend'
import { buildConsole, consoleBuildIsStale } from './build-console'
import { startServer } from './start'

/** `npm start`: builds the console when needed, then serves it and the API on one origin. */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')
const env = process.env

function integer(name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}

const list = (raw: string | undefined) => (raw ?? '').split(',').map((item) => item.trim()).filter(Boolean)

async function main(): Promise<void> {
  if (consoleBuildIsStale(root)) {
    console.log('Сборка консоли (npm run build)…')
    await buildConsole(root)
  }
  const adminEmail = env.ADMIN_EMAIL || defaultAdmin.email
  const adminPassword = env.ADMIN_PASSWORD || defaultAdmin.password
  const databaseFile = resolve(root, env.DATABASE_FILE || 'data/console.sqlite')
  const started = Date.now()
  const apiHost = env.VITE_API_HOST ? new URL(env.VITE_API_HOST).origin : undefined
  const server = await startServer({
    port: integer('PORT', 8080),
    host: env.HOST || '127.0.0.1',
    databaseFile,
    seed: integer('SEED', 1),
    customers: integer('SEED_CUSTOMERS', 2000),
    accessTokenTtl: integer('ACCESS_TOKEN_TTL', 300),
    refreshTokenTtl: integer('REFRESH_TOKEN_TTL', 86_400),
    testControls: env.NODE_ENV === 'test' || env.TEST_CONTROLS === '1' || env.TEST_CONTROLS === 'true',
    staticDir: resolve(root, 'dist'),
    corsOrigins: list(env.CORS_ORIGINS),
    connectSources: apiHost ? [apiHost] : [],
    adminEmail,
    adminPassword,
    jwtSecret: env.JWT_SECRET || undefined,
  })
  console.log(`Консоль и API: ${server.url.replace('127.0.0.1', 'localhost')}  (база: ${databaseFile}, готово за ${Date.now() - started} мс)`)
  console.log(`Вход: ${adminEmail} / ${adminPassword}`)
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
