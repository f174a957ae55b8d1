import { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AppEnv, App, Backend } from './context'
import { requestSizeLimit } from './http/body-limit'
import { ApiError } from './http/errors'
import { securityHeaders } from './http/security'
import { serveConsole } from './http/static'
import { openApiDocument } from './openapi'
import { auditLogRoutes } from './routes/audit-log'
import { authRoutes } from './routes/auth'
import { benchmarkRoutes } from './routes/benchmarks'
import { clientAccountRoutes } from './routes/client-accounts'
import { clientRequestRoutes } from './routes/client-requests'
import { customerRoutes } from './routes/customers'
import { elamaRoutes } from './routes/elama'
import { financeRoutes } from './routes/finance'
import { heatmapModelRoutes } from './routes/heatmap-models'
import { referralRoutes } from './routes/referrals'
import { statsRoutes } from './routes/stats'

const publicPaths = new Set(['/v1/admin/auth/signin/', '/v1/admin/auth/refresh/'])

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
        allowMethods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
        exposeHeaders: ['Content-Disposition', 'Content-Length'],
        maxAge: 600,
      }),
    )
  }
  app.use('*', requestSizeLimit())
  if (controls) {
    app.use('*', controls.middleware)
    app.route('/__test__', controls.routes())
  }
  app.use('/v1/admin/*', async (c, next) => {
    if (!publicPaths.has(c.req.path)) c.set('admin', await tokens.authenticate(c.req.header('authorization')))
    await next()
  })

  authRoutes(app, backend)
  customerRoutes(app, backend)
  statsRoutes(app, backend)
  benchmarkRoutes(app, backend)
  clientAccountRoutes(app, backend)
  clientRequestRoutes(app, backend)
  referralRoutes(app, backend)
  heatmapModelRoutes(app, backend)
  financeRoutes(app, backend)
  elamaRoutes(app, backend)
  auditLogRoutes(app, backend)
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
