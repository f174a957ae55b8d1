import type { Hono } from 'hono'
import type { AdminRow } from './tokens'

/** The per-request values of the Hono app. */
export interface AppEnv {
  Variables: {
    admin: AdminRow
    /**
     * Awaited by a call at the moment another call may meet it half done (a top-up: its
     * Idempotency-Key claimed, the money not moved). Set only by the test controls, to hold a call there.
     */
    pause: (() => Promise<void>) | undefined
  }
}

export type App = Hono<AppEnv>
