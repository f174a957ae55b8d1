import { boolean, enums, integer, max, min, object, optional, refine, string, type Infer } from 'superstruct'

/** The body of `POST /__test__/faults`. */
export const FaultBody = refine(
  object({
    method: enums(['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'get', 'post', 'patch', 'put', 'delete']),
    path: refine(string(), 'path', (value) => value.startsWith('/') || 'Expected a path starting with /'),
    status: optional(max(min(integer(), 100), 599)),
    hang: optional(boolean()),
    delay: optional(max(min(integer(), 0), 60_000)),
    times: optional(min(integer(), 1)),
  }),
  'fault',
  (value) => value.status !== undefined || value.hang === true || value.delay !== undefined || 'Give status, hang or delay',
)
export type FaultBody = Infer<typeof FaultBody>

export interface Fault extends Omit<FaultBody, 'method'> {
  method: string
  /** Answers left; undefined: until cleared. */
  remaining: number | undefined
}

/** The answer of a fault with a status, its body in the shape the API answers that status with. */
export function faultAnswer(status: number): Response {
  const detail = `Тестовый сбой: ответ ${status}.`
  const body =
    status === 401
      ? { detail, code: 'token_not_valid' }
      : status === 422
        ? { detail: [{ loc: ['body'], msg: detail, type: 'test_fault' }] }
        : { detail }
  return new Response(status === 204 || status === 304 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The body of `PUT /__test__/roles`, `/live` and `/refresh-reuse-grace`: the extension on or off. */
export const SwitchBody = object({ enabled: boolean() })
