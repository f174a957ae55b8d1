import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConsole, consoleBuildIsStale } from './build-console'
import { backendOptionsFromEnv, listenOptionsFromEnv } from './env'
import { startServer } from './start'

/** `npm start`: builds the console when needed, then serves it and the API on one origin. */
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..')

async function main(): Promise<void> {
  const options = backendOptionsFromEnv(process.env, root)
  const listen = listenOptionsFromEnv(process.env)
  if (consoleBuildIsStale(root)) {
    console.log('Сборка консоли (npm run build)…')
    await buildConsole(root)
  }
  const started = Date.now()
  const server = await startServer({ ...options, ...listen, staticDir: resolve(root, 'dist') })
  console.log(
    `Консоль и API: ${server.url.replace('127.0.0.1', 'localhost')}  (база ${options.databaseFile}, запуск ${Date.now() - started} мс)`,
  )
  console.log(`Вход: ${options.adminEmail} / ${options.adminPassword}`)
  if (options.testControls) console.log('Тестовые ручки включены: /__test__/')
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
