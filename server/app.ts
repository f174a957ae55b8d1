import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { App, AppEnv } from './auth/app-env'
import { ApiError } from './core/errors'
import { endpoints } from './endpoints'
import type { Backend } from './handler/context'
import { mountEndpoints } from './handler/endpoint'
import { requestSizeLimit } from './http/body-limit'
import { securityHeaders } from './http/security'
import { serveConsole } from './http/static'
import { openApiDocument } from './openapi'
import { mountTestControls } from './test-controls/routes'

/** Paths answered without a bearer token (sign-in and refresh). */
const publicPaths = new Set(endpoints.filter((endpoint) => endpoint.auth === false).map((endpoint) => endpoint.path))

/**
 * The Hono app of the reference server: security headers, CORS, the request size limit, test
 * controls (when on), bearer authentication, every route of the contract and the journal (an
 * extension, when kept), the OpenAPI document, and (with a static directory) the built console.
 * Errors become the contract's shapes; anything unexpected is logged and answered 500.
 */
export function createApp(backend: Backend): App {
  const { options, controls, tokens } = backend
  const app = new Hono<AppEnv>()

  app.use('*', securityHeaders([...options.corsOrigins, ...options.connectSources]))
  if (options.corsOrigins.length > 0) {
    app.use(
      '/v1/*',
      cors({
        origin: (origin) => (options.corsOrigins.includes(origin) ? origin : null),
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'Last-Event-ID'],
        exposeHeaders: ['Content-Disposition', 'Content-Length', 'ETag'],
        maxAge: 600,
      }),
    )
  }
  app.use('*', requestSizeLimit())
  if (controls) mountTestControls(app, controls)
  app.use('/v1/admin/*', async (c, next) => {
    if (!publicPaths.has(c.req.path)) c.set('admin', await tokens.authenticate(c.req.header('authorization')))
    await next()
  })

  mountEndpoints(app, backend, endpoints)
  const document = openApiDocument()
  app.get('/v1/openapi.json', (c) => c.json(document))

  if (options.staticDir) app.use('*', serveConsole(options.staticDir))

  app.notFound((c) => c.json({ detail: 'Не найдено.' }, 404))
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error)
    return c.json({ detail: 'Внутренняя ошибка сервера.' }, 500)
  })
  return app
}
