import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../auth/app-env'

/** The Content-Security-Policy of every answer; `connectSources` are the other origins the console may call. */
export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Panda writes static CSS, but libraries set inline style attributes (positions of popovers).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** Security headers on every answer, API and static files alike. */
export function securityHeaders(connectSources: readonly string[]): MiddlewareHandler<AppEnv> {
  const policy = contentSecurityPolicy(connectSources)
  return async (c, next) => {
    await next()
    c.res.headers.set('Content-Security-Policy', policy)
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    c.res.headers.set('Referrer-Policy', 'no-referrer')
    c.res.headers.set('X-Frame-Options', 'DENY')
    c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    c.res.headers.delete('X-Powered-By')
  }
}
