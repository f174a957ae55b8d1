import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/app-env'

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

const gzipped = promisify(gzip)
// Fonts and images are compressed already; a body under 1 KiB gains less than the header costs.
const compressibleTypes = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest'])
const compressionMinBytes = 1024

/** Gzip bodies of the hashed assets, made once per file: their content never changes under one name. */
const gzipCache = new Map<string, Promise<Buffer>>()

function gzipOnce(path: string, file: Buffer): Promise<Buffer> {
  const made = gzipCache.get(path)
  if (made) return made
  const body = gzipped(file)
  gzipCache.set(path, body)
  return body
}

function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((coding) => {
    const [name, ...parameters] = coding.trim().toLowerCase().split(';')
    return (name === 'gzip' || name === '*') && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
  })
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
 * everything else revalidated; text gzipped for a browser that accepts it; a GET for a page that is not a file (a client-side route) answers
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
      const extension = extname(target).toLowerCase()
      const headers: Record<string, string> = {
        'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      }
      if (!compressibleTypes.has(extension) || file.length < compressionMinBytes) return c.body(new Uint8Array(file), 200, headers)
      headers.Vary = 'Accept-Encoding'
      if (!acceptsGzip(c.req.header('accept-encoding'))) return c.body(new Uint8Array(file), 200, headers)
      const body = await (immutable ? gzipOnce(target, file) : gzipped(file))
      return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Encoding': 'gzip' })
    }
    const looksLikeFile = extname(decoded) !== '' && !(c.req.header('accept') ?? '').includes('text/html')
    if (looksLikeFile) return next()
    const index = await fileAt(join(root, 'index.html'))
    if (!index) return next()
    return c.body(new Uint8Array(index), 200, { 'Content-Type': contentTypes['.html'] ?? 'text/html', 'Cache-Control': 'no-cache' })
  }
}
