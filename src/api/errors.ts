import type { StructError } from 'superstruct'

/** Messages per field: the key is the field path joined by '.', e.g. 'amount' or 'items.0.name'. */
export type FieldErrors = Record<string, string[]>

/** Where a 422 `loc` may start; the rest of the path names the field. */
const locationPrefixes = new Set(['body', 'query', 'header', 'path'])

/** What every failed request names: its method and address, also at the start of the message. */
abstract class RequestError extends Error {
  readonly method: string
  readonly url: string

  constructor(init: { method: string; url: string }, outcome: string, options?: ErrorOptions) {
    super(`${init.method} ${init.url} ${outcome}`, options)
    this.method = init.method
    this.url = init.url
  }
}

/** A request the server answered: the status and the body too. */
abstract class AnsweredRequestError extends RequestError {
  readonly status: number
  /** The body parsed as JSON, or its text when it is not JSON ('' when empty). */
  readonly body: unknown

  constructor(init: { status: number; method: string; url: string; body: unknown }, outcome: string, options?: ErrorOptions) {
    super(init, outcome, options)
    this.status = init.status
    this.body = init.body
  }
}

/** The part of a request a 413 is about: a field of the body ('' = the body itself), a file when it is one. */
export interface TooLargePart {
  field: string
  file?: string
}

interface HttpErrorInit {
  status: number
  method: string
  url: string
  body: unknown
  /** Retry-After, in seconds, when the answer had one. */
  retryAfter?: number
  /** For a 413: the largest part of what was sent. */
  tooLarge?: TooLargePart
}

/** The server answered with a status outside 2xx. */
export class HttpError extends AnsweredRequestError {
  override readonly name = 'HttpError'
  /** A readable summary: the server's `detail` text or its messages joined; '' when none. */
  readonly detail: string
  /** The machine code of the answer when it has one, e.g. 'token_not_valid', 'invalid_credentials'. */
  readonly code: string | undefined
  /** Messages per field, from a 422 `{detail: [{loc, msg}]}` or a 400 `{field: [msg]}`. */
  readonly fieldErrors: FieldErrors
  /** Messages about the request as a whole: 400 `non_field_errors`, or 422 entries without a field. */
  readonly formErrors: string[]
  /** Seconds to wait before asking again (Retry-After of a 429 or 503). */
  readonly retryAfter: number | undefined
  /** For a 413: the field or file that made the request too large. */
  readonly tooLarge: TooLargePart | undefined

  constructor(init: HttpErrorInit) {
    const parsed = parseErrorBody(init.status, init.body)
    super(init, `answered ${init.status}${parsed.detail ? `: ${parsed.detail}` : ''}`)
    this.detail = parsed.detail
    this.code = parsed.code
    this.fieldErrors = parsed.fieldErrors
    this.formErrors = parsed.formErrors
    this.retryAfter = init.retryAfter
    this.tooLarge = init.tooLarge
    // A form shows the message on the field that is too large.
    if (init.tooLarge?.field) appendMessages(this.fieldErrors, init.tooLarge.field, [tooLargeMessage(init.tooLarge)])
  }
}

function tooLargeMessage(part: TooLargePart): string {
  return part.file ? `Файл «${part.file}» слишком большой для сервера.` : 'Слишком длинное значение: сервер его не принимает.'
}

/** fetch itself failed (offline, DNS, CORS, connection reset): there is no HTTP answer. */
export class NetworkError extends RequestError {
  override readonly name = 'NetworkError'

  constructor(init: { method: string; url: string; cause: unknown }) {
    super(init, `failed without an answer: ${describeCause(init.cause)}`, { cause: init.cause })
  }
}

/** A 2xx answer whose body does not match the expected struct (a contract mismatch, not an HTTP error). */
export class ResponseValidationError extends AnsweredRequestError {
  override readonly name = 'ResponseValidationError'
  readonly failure: StructError

  constructor(init: { status: number; method: string; url: string; body: unknown; failure: StructError }) {
    super(init, `answered a body that does not match its contract: ${init.failure.message}`, { cause: init.failure })
    this.failure = init.failure
  }
}

/**
 * The session is over: the refresh token is missing or was refused, or a request replayed with a
 * fresh token was refused again. Tokens are cleared and onSessionEnd has run; `cause` is the
 * refusal (an HttpError) when there was one.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError'

  constructor(cause?: unknown) {
    super('The session has ended; sign in again', { cause })
  }
}

/** A query got no answer within its time limit (the UI's limit; the HTTP client has none). */
export class QueryTimeoutError extends Error {
  override readonly name = 'QueryTimeoutError'
  readonly seconds: number

  constructor(seconds: number, options?: ErrorOptions) {
    super(`No answer within ${seconds} s`, options)
    this.seconds = seconds
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError
}

export function isResponseValidationError(error: unknown): error is ResponseValidationError {
  return error instanceof ResponseValidationError
}

export function isSessionEndedError(error: unknown): error is SessionEndedError {
  return error instanceof SessionEndedError
}

/** A 404 for a page past the first: some backends answer so for a page past the end ("Invalid page"). */
export function isPageMissing(error: unknown, page: number): boolean {
  return isHttpError(error) && error.status === 404 && page > 1
}

interface ParsedErrorBody {
  detail: string
  code: string | undefined
  fieldErrors: FieldErrors
  formErrors: string[]
}

function parseErrorBody(status: number, body: unknown): ParsedErrorBody {
  const parsed: ParsedErrorBody = { detail: '', code: undefined, fieldErrors: {}, formErrors: [] }
  if (typeof body === 'string') {
    parsed.detail = body.trim()
    return parsed
  }
  if (!isRecord(body)) return parsed

  if (typeof body.code === 'string') parsed.code = body.code

  if (Array.isArray(body.detail)) {
    collectValidationEntries(body.detail, parsed)
    parsed.detail = [...parsed.formErrors, ...Object.values(parsed.fieldErrors).flat()].join('; ')
    return parsed
  }
  if (typeof body.detail === 'string') parsed.detail = body.detail

  // The DRF shape (`{field: [msg], non_field_errors: [msg]}`) is read for 400 answers only, so that
  // e.g. a 401 `{detail, code}` does not turn `code` into a field.
  if (status === 400) {
    for (const [key, value] of Object.entries(body)) {
      if (key === 'detail' || key === 'code') continue
      if (key === 'non_field_errors') parsed.formErrors.push(...messagesOf(value))
      else collectFieldMessages(key, value, parsed.fieldErrors)
    }
    if (!parsed.detail) {
      parsed.detail = [...parsed.formErrors, ...Object.values(parsed.fieldErrors).flat()].join('; ')
    }
  }
  return parsed
}

/** 422 entries `{loc: ['body', 'amount'], msg}`: the field is the loc after its location part. */
function collectValidationEntries(entries: unknown[], parsed: ParsedErrorBody): void {
  for (const entry of entries) {
    if (!isRecord(entry) || typeof entry.msg !== 'string') continue
    const loc = Array.isArray(entry.loc) ? entry.loc.map(String) : []
    const fieldPath = locationPrefixes.has(loc[0] ?? '') ? loc.slice(1) : loc
    if (fieldPath.length === 0) parsed.formErrors.push(entry.msg)
    else appendMessages(parsed.fieldErrors, fieldPath.join('.'), [entry.msg])
  }
}

/** A DRF field value: a message list, one message, or nested errors of a sub-object or list. */
function collectFieldMessages(path: string, value: unknown, fieldErrors: FieldErrors): void {
  if (typeof value === 'string') {
    appendMessages(fieldErrors, path, [value])
  } else if (Array.isArray(value)) {
    const messages = value.filter((item): item is string => typeof item === 'string')
    if (messages.length > 0) appendMessages(fieldErrors, path, messages)
    value.forEach((item, index) => {
      if (isRecord(item)) collectFieldMessages(`${path}.${index}`, item, fieldErrors)
    })
  } else if (isRecord(value)) {
    for (const [key, nested] of Object.entries(value)) collectFieldMessages(`${path}.${key}`, nested, fieldErrors)
  }
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return []
}

function appendMessages(fieldErrors: FieldErrors, key: string, messages: string[]): void {
  fieldErrors[key] = [...(fieldErrors[key] ?? []), ...messages]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}

/** A Russian sentence for any error of the data layer, for error states and toasts. */
export function describeError(error: unknown): string {
  if (isHttpError(error) && error.status === 413) {
    const part = error.tooLarge
    if (part?.file) return tooLargeMessage(part)
    if (part?.field) return `Запрос слишком большой: поле «${part.field}» длиннее, чем принимает сервер.`
    return 'Запрос слишком большой: сервер его не принимает.'
  }
  if (isHttpError(error) && error.status === 429) {
    const wait = error.retryAfter === undefined ? 'позже' : `через ${error.retryAfter} с`
    return `Слишком много запросов. Повторите ${wait}.`
  }
  // A write over a version that is no longer the record's (another person, or another tab, saved first).
  if (isHttpError(error) && error.status === 412) return 'Изменена другим сотрудником'
  // A role without the permission (or one's own request to approve): said so, with the server's reason.
  if (isHttpError(error) && error.status === 403) {
    return error.detail && typeof error.body !== 'string' ? `Недостаточно прав: ${error.detail}` : 'Недостаточно прав для этого действия.'
  }
  if (isHttpError(error)) {
    // The server's own message (e.g. a wrong password); a text body is likely an HTML error page.
    if (error.detail && typeof error.body !== 'string') return error.detail
    if (error.status === 404) return 'Не найдено.'
    if (error.status >= 500) return `Сервер не смог ответить (ошибка ${error.status}). Повторите позже.`
    return `Запрос не выполнен (ошибка ${error.status}).`
  }
  if (isNetworkError(error)) return 'Нет связи с сервером. Проверьте подключение к сети.'
  if (error instanceof QueryTimeoutError) return `Сервер не ответил за ${error.seconds} секунд. Повторите попытку.`
  if (isSessionEndedError(error)) return 'Сессия закончилась. Войдите снова.'
  if (isResponseValidationError(error)) return 'Сервер прислал ответ в неожиданном формате.'
  if (error instanceof DOMException && error.name === 'AbortError') return 'Запрос отменён.'
  return 'Что-то пошло не так. Повторите попытку.'
}
