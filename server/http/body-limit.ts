import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** Bodies above this many bytes are refused (no request of the contract comes near it). */
export const maxBodyBytes = 1_000_000

/**
 * Refuses a request body over 1 MB with 413 before reading it whole: at once by its Content-Length,
 * or, for a chunked body, as soon as the bytes read pass the limit. The connection is then closed
 * rather than the rest of the body drained. Answers (the zip, the CSV) are not limited.
 */
export function requestSizeLimit(): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) => {
      c.header('Connection', 'close')
      return c.json({ detail: 'Слишком большой запрос: тело больше 1 МБ (1 000 000 байт).' }, 413)
    },
  })
}
