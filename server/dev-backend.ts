import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import { createBackend } from './backend'
import { backendOptionsFromEnv } from './env'

/** The API of `npm start` as a Node request listener, for Vite's dev server (see dev-plugin.ts). */
export async function createDevBackend(root: string): Promise<{
  handles(url: string): boolean
  listener(request: IncomingMessage, response: ServerResponse): Promise<void>
  banner: string
  close(): Promise<void>
}> {
  const options = backendOptionsFromEnv(process.env, root)
  const backend = await createBackend(options)
  return {
    handles: (url) => url.startsWith('/v1/') || (options.testControls === true && url.startsWith('/__test__/')),
    listener: getRequestListener(backend.fetch),
    banner: `API: /v1/ (база ${options.databaseFile}; вход ${options.adminEmail} / ${options.adminPassword})`,
    close: backend.close,
  }
}
