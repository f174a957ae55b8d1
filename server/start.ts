import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createBackend } from './backend'

export interface StartServerOptions {
  /** 0 = a free port. Default 8080. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  databaseFile: string
  seed?: number
  customers?: number
  accessTokenTtl?: number
  refreshTokenTtl?: number
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
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

/** Starts the reference server (API, and the console when staticDir is given) and answers its URL. */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { port = 8080, host = '127.0.0.1', ...backendOptions } = options
  const backend = await createBackend(backendOptions)
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve({ fetch: backend.fetch, port, hostname: host }, () => resolve(started))
    started.once('error', reject)
  })
  const address = server.address() as AddressInfo
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${shownHost}:${address.port}`,
    close: async () => {
      backend.backend.controls?.releaseAll()
      const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
      if ('closeAllConnections' in server) server.closeAllConnections()
      await backend.close()
      await closed
    },
  }
}
