import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

async function fileAt(path: string): Promise<Buffer | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined
  } catch {
    return undefined
  }
}

/**
 * Serves the built console from `directory`: hashed files under /assets/ cached for a year,
 * everything else revalidated; a GET for a page that is not a file (a client-side route) answers
 * index.html. API and test-control paths are left to the routes.
 */
export function serveConsole(directory: string): MiddlewareHandler<AppEnv> {
  const root = resolve(directory)
  return async (c, next) => {
    const path = c.req.path
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || path.startsWith('/v1/') || path.startsWith('/__test__/')) return next()
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return next()
    }
    const target = normalize(join(root, decoded))
    const inside = target === root || target.startsWith(root + sep)
    const file = inside && !decoded.endsWith('/') ? await fileAt(target) : undefined
    if (file) {
      const immutable = path.startsWith('/assets/')
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': contentTypes[extname(target).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      })
    }
    const looksLikeFile = extname(decoded) !== '' && !(c.req.header('accept') ?? '').includes('text/html')
    if (looksLikeFile) return next()
    const index = await fileAt(join(root, 'index.html'))
    if (!index) return next()
    return c.body(new Uint8Array(index), 200, { 'Content-Type': contentTypes['.html'] ?? 'text/html', 'Cache-Control': 'no-cache' })
  }
}
