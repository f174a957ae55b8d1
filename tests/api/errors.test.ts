import { describe, expect, test } from 'vitest'
import { describeError, HttpError, isHttpError, isPageMissing, NetworkError, SessionEndedError } from '../../src/api/errors'

function httpError(status: number, body: unknown): HttpError {
  return new HttpError({ status, method: 'PATCH', url: '/v1/admin/x/', body })
}

describe('HttpError', () => {
  test('reads field messages from a 422 validation answer, keyed by the path after its location', () => {
    const error = httpError(422, {
      detail: [
        { loc: ['body', 'amount'], msg: 'Сумма должна быть больше нуля', type: 'value_error' },
        { loc: ['body', 'amount'], msg: 'Не больше двух знаков после запятой', type: 'value_error' },
        { loc: ['body', 'items', 0, 'name'], msg: 'Обязательное поле', type: 'missing' },
        { loc: ['query', 'page_size'], msg: 'Не больше 500', type: 'value_error' },
        { loc: ['header', 'idempotency-key'], msg: 'Field required', type: 'missing' },
        { loc: ['body'], msg: 'Тело запроса не JSON', type: 'json_invalid' },
      ],
    })
    expect(error.fieldErrors).toEqual({
      amount: ['Сумма должна быть больше нуля', 'Не больше двух знаков после запятой'],
      'items.0.name': ['Обязательное поле'],
      page_size: ['Не больше 500'],
      'idempotency-key': ['Field required'],
    })
    expect(error.formErrors).toEqual(['Тело запроса не JSON'])
    expect(error.detail).toContain('Сумма должна быть больше нуля')
  })

  test('reads field and non-field messages from a 400 answer of the DRF shape', () => {
    const error = httpError(400, {
      email: ['Введите корректный адрес электронной почты'],
      comment: 'Слишком длинный комментарий',
      address: { city: ['Обязательное поле'] },
      non_field_errors: ['Кабинет с таким названием уже есть'],
    })
    expect(error.fieldErrors).toEqual({
      email: ['Введите корректный адрес электронной почты'],
      comment: ['Слишком длинный комментарий'],
      'address.city': ['Обязательное поле'],
    })
    expect(error.formErrors).toEqual(['Кабинет с таким названием уже есть'])
    expect(error.detail).toContain('Кабинет с таким названием уже есть')
  })

  test('keeps status, parsed body, detail and code of other answers', () => {
    const error = httpError(401, { detail: 'Неверная электронная почта или пароль', code: 'invalid_credentials' })
    expect(error.status).toBe(401)
    expect(error.body).toEqual({ detail: 'Неверная электронная почта или пароль', code: 'invalid_credentials' })
    expect(error.detail).toBe('Неверная электронная почта или пароль')
    expect(error.code).toBe('invalid_credentials')
    expect(error.fieldErrors).toEqual({})
    expect(error.message).toContain('PATCH /v1/admin/x/ answered 401')
  })

  test('uses a text body as the detail', () => {
    const error = httpError(502, 'Bad Gateway\n')
    expect(error.body).toBe('Bad Gateway\n')
    expect(error.detail).toBe('Bad Gateway')
  })

  test('isHttpError tells HTTP errors from network errors', () => {
    const networkError = new NetworkError({ method: 'GET', url: '/v1/admin/profile/', cause: new TypeError('Failed to fetch') })
    expect(isHttpError(httpError(500, ''))).toBe(true)
    expect(isHttpError(networkError)).toBe(false)
    expect(isHttpError(new Error('x'))).toBe(false)
    expect(networkError.cause).toBeInstanceOf(TypeError)
  })
})

describe('describeError', () => {
  test('gives the server message of an HTTP error, or a Russian sentence by status', () => {
    expect(describeError(httpError(401, { detail: 'Неверная электронная почта или пароль' }))).toBe('Неверная электронная почта или пароль')
    expect(describeError(httpError(502, '<html>Bad Gateway</html>'))).toBe('Сервер не смог ответить (ошибка 502). Повторите позже.')
    expect(describeError(httpError(404, ''))).toBe('Не найдено.')
  })

  test('a 403 says «Недостаточно прав» with the server’s reason', () => {
    const refused = httpError(403, { detail: 'Роль «Финансы» не может выдавать одноразовые коды.', code: 'permission_denied' })
    expect(describeError(refused)).toBe('Недостаточно прав: Роль «Финансы» не может выдавать одноразовые коды.')
    expect(describeError(httpError(403, '<html>Forbidden</html>'))).toBe('Недостаточно прав для этого действия.')
  })

  test('tells a network failure, an ended session and a contract mismatch apart', () => {
    expect(describeError(new NetworkError({ method: 'GET', url: '/', cause: new TypeError('Failed to fetch') }))).toBe(
      'Нет связи с сервером. Проверьте подключение к сети.',
    )
    expect(describeError(new SessionEndedError())).toBe('Сессия закончилась. Войдите снова.')
    expect(describeError(new Error('boom'))).toBe('Что-то пошло не так. Повторите попытку.')
  })
})

describe('isPageMissing', () => {
  test('is a 404 for a later page only', () => {
    expect(isPageMissing(httpError(404, ''), 3)).toBe(true)
    expect(isPageMissing(httpError(404, ''), 1)).toBe(false)
    expect(isPageMissing(httpError(500, ''), 3)).toBe(false)
    expect(isPageMissing(new Error('boom'), 3)).toBe(false)
  })
})
