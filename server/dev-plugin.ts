import type { Plugin } from 'vite'
import type * as DevBackend from './dev-backend'

/**
 * `npm run dev`: mounts the reference API (the same Hono app as `npm start`) in Vite's dev server
 * for /v1/ (and /__test__/ with test controls), over the database of DATABASE_FILE, so the console
 * and the API share one origin with hot reload. Only for `vite` serve, never under Vitest. The
 * server code is loaded by Vite itself when the dev server starts, not bundled into the config.
 */
export function consoleApi(): Plugin {
  return {
    name: 'console-api',
    apply: (_config, env) => env.command === 'serve' && !process.env.VITEST,
    async configureServer(server) {
      const { createDevBackend } = (await server.ssrLoadModule('/server/dev-backend.ts')) as typeof DevBackend
      const backend = await createDevBackend(server.config.root)
      server.middlewares.use((request, response, next) => {
        if (!backend.handles(request.url ?? '')) return next()
        backend.listener(request, response).catch(next)
      })
      server.httpServer?.once('close', () => void backend.close())
      server.config.logger.info(`  ${backend.banner}`)
    },
  }
}
