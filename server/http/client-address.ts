import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The address a call came from: the socket's peer. Behind a reverse proxy (TRUST_PROXY=1) the
 * proxy is the peer, and the left-most X-Forwarded-For entry is the client; without it the header
 * is ignored, since any caller can write it. 'unknown' when the app runs without a socket.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const bindings = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined
  if (!bindings?.incoming && !bindings?.server?.incoming) return 'unknown'
  return getConnInfo(c).remote.address ?? 'unknown'
}
