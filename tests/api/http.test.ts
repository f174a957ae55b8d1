import { number, object, string, type } from 'superstruct'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { signIn } from '../../src/api/auth'
import { describeError, HttpError, NetworkError, ResponseValidationError } from '../../src/api/errors'
import { createHttpClient } from '../../src/api/http'
import { createFakeApi, fakePaths, jsonResponse } from '../support/fake-api'
import { memoryTokens } from '../support/memory-tokens'

const countStruct = object({ count: number() })
const downloadPath = '/v1/admin/client-requests/7d9c3f52-1b1e-4f0a-8c47-2f7f0f3d8a11/download-images/'

function setup(host = '') {
  const api = createFakeApi()
  const tokens = memoryTokens(api.issueTokens())
  const onSessionEnd = vi.fn()
  const http = createHttpClient({ host, fetch: api.fetch, tokens, onSessionEnd })
  api.on('GET', '/v1/admin/finances/operations/', () => jsonResponse(200, { count: 0 }))
  return { api, tokens, http, onSessionEnd }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createHttpClient', () => {
  test('sends the bearer access token and returns the validated JSON body', async () => {
    const { api, http } = setup()
    const profile = await http.json(fakePaths.profile, type({ email: string() }))
    expect(profile).toMatchObject({ email: 'admin@example.com' })
    const [request] = api.requestsTo('GET', fakePaths.profile)
    expect(request?.headers.get('Authorization')).toBe('Bearer access-1')
    expect(request?.headers.get('Accept')).toBe('application/json')
    expect(request?.origin).toBe('')
  })

  test('calls an absolute API origin when the host is one, keeping the trailing slash of the path', async () => {
    const { api, http } = setup('https://api.example.com/')
    await http.json('/v1/admin/finances/operations/', countStruct)
    expect(api.requests[0]?.url).toBe('https://api.example.com/v1/admin/finances/operations/')
  })

  test('sends a body as JSON with its content type', async () => {
    const { api, http } = setup()
    api.on('PATCH', '/v1/admin/benchmarks/:uuid/edit/', ({ body }) => jsonResponse(200, { count: (body as { count: number }).count }))
    const answer = await http.json('/v1/admin/benchmarks/b1/edit/', countStruct, { method: 'PATCH', body: { count: 3 } })
    expect(answer).toEqual({ count: 3 })
    const [request] = api.requests
    expect(request?.headers.get('Content-Type')).toBe('application/json')
    expect(request?.body).toEqual({ count: 3 })
  })

  test('send() resolves on an answer without a body', async () => {
    const { api, http } = setup()
    api.on('DELETE', '/v1/admin/benchmarks/:uuid/delete/', () => new Response(null, { status: 204 }))
    await expect(http.send('/v1/admin/benchmarks/b1/delete/', { method: 'DELETE' })).resolves.toBeUndefined()
    expect(api.requests[0]?.method).toBe('DELETE')
  })

  test('throws an HttpError with the status and the parsed body of a non-2xx answer', async () => {
    const { http } = setup()
    const error = await http.json('/v1/admin/nothing-here/', countStruct).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 404, body: { detail: 'Not found.' }, detail: 'Not found.' })
  })

  test('throws a ResponseValidationError, not an HttpError, when the body breaks the contract', async () => {
    const { api, http } = setup()
    api.on('GET', '/v1/admin/finances/operations/', () => jsonResponse(200, { count: 'many' }))
    const error = await http.json('/v1/admin/finances/operations/', countStruct).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ResponseValidationError)
    expect(error).not.toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 200, body: { count: 'many' } })
  })

  test('throws a NetworkError, not an HttpError, when fetch itself fails', async () => {
    const { api, http } = setup()
    api.fail('GET', fakePaths.profile, 'network')
    const error = await http.json(fakePaths.profile, type({ email: string() })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).not.toBeInstanceOf(HttpError)
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError)
  })

  test('stops at once when the caller aborts, with the abort reason', async () => {
    const { api, http } = setup()
    const held = api.hold('GET', fakePaths.profile)
    const controller = new AbortController()
    const pending = http.json(fakePaths.profile, type({}), { signal: controller.signal })
    await held.arrived
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })

  test('has no timeout of its own: an answer after ten minutes still arrives', async () => {
    vi.useFakeTimers()
    const { api, http } = setup()
    const held = api.hold('GET', '/v1/admin/finances/operations/')
    const pending = http.json('/v1/admin/finances/operations/', countStruct)
    await held.arrived
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000)
    held.release()
    await expect(pending).resolves.toEqual({ count: 0 })
  })

  test('raw() hands back the whole response: headers and the body stream', async () => {
    const { api, http } = setup()
    const bytes = new Uint8Array([80, 75, 3, 4, 20])
    api.on(
      'GET',
      '/v1/admin/client-requests/:uuid/download-images/',
      () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="images.zip"',
            'Content-Length': String(bytes.length),
          },
        }),
    )
    const response = await http.raw(downloadPath)
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="images.zip"')
    expect(response.headers.get('Content-Length')).toBe('5')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer access-1')
  })

  test('raw() throws an HttpError on a non-2xx answer', async () => {
    const { api, http } = setup()
    api.fail('GET', downloadPath, { status: 500, body: { detail: 'Архив не собран' } })
    await expect(http.raw(downloadPath)).rejects.toMatchObject({ status: 500, detail: 'Архив не собран' })
  })
})

describe('throttled and too large requests', () => {
  const operationsPath = '/v1/admin/finances/operations/'

  test('a 429 is waited out for its Retry-After and the call sent once more', async () => {
    vi.useFakeTimers()
    const { api, http } = setup()
    let answers = 0
    api.on('GET', operationsPath, () =>
      (answers += 1) === 1
        ? jsonResponse(429, { detail: 'Слишком часто', code: 'throttled' }, { 'Retry-After': '2' })
        : jsonResponse(200, { count: 7 }),
    )
    const result = http.json(operationsPath, countStruct)
    await vi.advanceTimersByTimeAsync(1_900)
    expect(api.requestsTo('GET', operationsPath)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    await expect(result).resolves.toEqual({ count: 7 })
    expect(api.requestsTo('GET', operationsPath)).toHaveLength(2)
  })

  test('a second 429 is explained, with the wait', async () => {
    vi.useFakeTimers()
    const { api, http } = setup()
    api.on('GET', operationsPath, () => jsonResponse(429, { detail: 'Слишком часто', code: 'throttled' }, { 'Retry-After': '1' }))
    const result = http.json(operationsPath, countStruct).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(1_000)
    const error = await result
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).retryAfter).toBe(1)
    expect(describeError(error)).toBe('Слишком много запросов. Повторите через 1 с.')
    expect(api.requestsTo('GET', operationsPath)).toHaveLength(2)
  })

  test('a 429 at sign-in is answered at once, never waited out', async () => {
    const { api, http } = setup()
    api.fail('POST', fakePaths.signIn, { status: 429, body: { detail: 'Слишком много попыток', code: 'throttled' } })
    await expect(signIn(http, api.credentials)).rejects.toMatchObject({ status: 429 })
    expect(api.requestsTo('POST', fakePaths.signIn)).toHaveLength(1)
  })

  test('a 413 names the largest field of a JSON body, and puts its message on that field', async () => {
    const { api, http } = setup()
    api.on('PATCH', operationsPath, () => jsonResponse(413, { detail: 'Request body too large' }))
    const error = await http
      .send(operationsPath, { method: 'PATCH', body: { amount: '10', comment: 'x'.repeat(5_000) } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).tooLarge).toEqual({ field: 'comment', file: undefined })
    expect((error as HttpError).fieldErrors.comment).toEqual(['Слишком длинное значение: сервер его не принимает.'])
    expect(describeError(error)).toBe('Запрос слишком большой: поле «comment» длиннее, чем принимает сервер.')
  })

  test('a 413 names the largest file of a form', async () => {
    const { api, http } = setup()
    api.on('POST', operationsPath, () => jsonResponse(413, { detail: 'Request body too large' }))
    const form = new FormData()
    form.append('title', 'Отчёт')
    form.append('image', new File(['x'.repeat(4_000)], 'banner.png', { type: 'image/png' }))
    const error = await http.send(operationsPath, { method: 'POST', body: form }).catch((e: unknown) => e)
    expect(describeError(error)).toBe('Файл «banner.png» слишком большой для сервера.')
    expect((error as HttpError).fieldErrors.image).toEqual(['Файл «banner.png» слишком большой для сервера.'])
  })
})
