import type { Backend } from '../handler/context'
import { expireClaims } from './claims'

/** Presences and claims past their time are forgotten within this long. */
export const sweepIntervalMs = 1000

/** Forgets expired presences and claims every second, telling the streams; answers how to stop. */
export function sweepLive(backend: Backend): () => void {
  const timer = setInterval(() => {
    backend.presence.sweep()
    expireClaims(backend)
  }, sweepIntervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
