import { notFound } from '../core/errors'
import type { Backend } from '../handler/context'

/** A 404, as a backend without the live extension answers, while a test control has switched it off. */
export function requireLive(backend: Backend): void {
  if (backend.controls?.withoutLive) throw notFound()
}
