import type { ValidationIssue } from './validation'

/** An answer other than 2xx, in the contract's shape; thrown by handlers, written by the error handler. */
export class ApiError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 422 | 429
  readonly body: unknown
  /** Headers of the answer besides Content-Type (Retry-After of a 429, ETag of a 412). */
  readonly headers: Record<string, string>

  constructor(
    status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 422 | 429,
    body: unknown,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.headers = headers
  }
}

/** 401 `{detail, code}`; `code` is "token_not_valid" unless told otherwise. */
export function unauthorized(detail: string, code = 'token_not_valid'): ApiError {
  return new ApiError(401, { detail, code }, detail)
}

/** 403 `{detail, code}`: `permission_denied` (the role lacks the permission) or `own_request`. */
export function forbidden(detail: string, code: 'permission_denied' | 'own_request'): ApiError {
  return new ApiError(403, { detail, code }, detail)
}

/** 404 `{detail}`. */
export function notFound(detail = 'Не найдено.'): ApiError {
  return new ApiError(404, { detail }, detail)
}

/** 409 `{detail}`. */
export function conflict(detail: string): ApiError {
  return new ApiError(409, { detail }, detail)
}

/** 422 `{detail: [{loc, msg, type}]}`. */
export function unprocessable(issues: ValidationIssue[]): ApiError {
  return new ApiError(422, { detail: issues }, issues.map((issue) => `${issue.loc.join('.')}: ${issue.msg}`).join('; '))
}

/** 422 for one problem. */
export function invalid(loc: (string | number)[], msg: string, type: string): ApiError {
  return unprocessable([{ loc, msg, type }])
}
