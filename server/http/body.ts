import type { Context } from 'hono'
import type { StructOf } from '../../contract/endpoint'
import { invalid, unprocessable } from '../core/errors'
import { issuesFromFailures, type ValidationIssue } from '../core/validation'

/** No body of the contract nests deeper than 3; this bounds the work (and recursion) of checking one. */
const maxDepth = 32

/** Whether `value` nests arrays and objects deeper than `limit` (walked without recursion). */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, depth] = item
    if (current === null || typeof current !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return false
}

/** Strict UTF-8: a byte sequence that is not one is refused rather than turned into U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The request's JSON body, or a 422 located at `["body"]` when it is missing, not UTF-8, too
 * deep or not JSON. JSON.parse keeps a `\ud800` escape as the lone surrogate it names,
 * for the body's struct to refuse.
 */
export async function readJson(c: Context): Promise<unknown> {
  // Bodies over 1 MB were refused with 413 before (requestSizeLimit).
  const bytes = await c.req.arrayBuffer()
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    throw invalid(['body'], 'Тело запроса должно быть в кодировке UTF-8', 'unicode_decode_error')
  }
  if (text.trim() === '') throw invalid(['body'], 'Обязательное поле', 'missing')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw invalid(['body'], 'Тело запроса должно быть в формате JSON', 'json_invalid')
  }
  if (nestsDeeperThan(value, maxDepth)) throw invalid(['body'], 'Слишком глубокая вложенность', 'too_deep')
  return value
}

/** Problems of `value` against `struct` (coercions applied, e.g. trimming), located under "body". */
export function checkBody<T>(value: unknown, struct: StructOf<T>): { value: T } | { issues: ValidationIssue[] } {
  const [error, checked] = struct.validate(value, { coerce: true })
  return error ? { issues: issuesFromFailures(error.failures(), 'body') } : { value: checked }
}

/** The request's body checked against `struct`; a 422 for every problem otherwise. */
export async function readBody<T>(c: Context, struct: StructOf<T>): Promise<T> {
  const result = checkBody(await readJson(c), struct)
  if ('issues' in result) throw unprocessable(result.issues)
  return result.value
}
