import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createBackend, type BackendOptions } from './backend'

/** Where to listen, plus everything the backend takes (database, seed, tokens, console, CORS). */
export interface StartServerOptions extends BackendOptions {
  /** 0 = a free port. Default 8080. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
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
  if ('keepAliveTimeout' in server) {
    // A request sent on a kept-alive connection as the server closes it for idleness is reset
    // (ECONNRESET): Node's 5 s met clients that pause about that long between calls (a test's
    // request context after a 6 s wait did). 65 s, as load balancers keep them, outlasts such pauses.
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
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
