import type Database from 'better-sqlite3'
import type { Benchmark, BenchmarkPage } from '../../contract/schemas/benchmarks'
import { databaseChecksum, firstOfEachKind, jsonBody, openDatabase, startTestServer, type TestServer } from './helpers'

/**
 * Every text field of every mutation refuses control characters (a multi-line one keeps line feed
 * and tab) and unpaired surrogates: 422 at that field, nothing stored.
 */

let server: TestServer
let db: Database.Database

interface TextField {
  mutation: string
  method: 'POST' | 'PATCH'
  path: string
  body: Record<string, unknown>
  field: string
  auth: boolean
  /** The field's valid value with `fragment` inside it. */
  around: (fragment: string) => string
  /** Fragments the field's own format lets through, so that only the text check can refuse them. */
  fragments: readonly string[]
  headers?: () => Record<string, string>
}

/** Control characters and halves of surrogate pairs (JSON.stringify sends them as \u escapes). */
const forbidden = ['\u0000', '\u0000\ud800', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\udfff', '\ud83dx', 'a\u0008b']
/** What a line of text refuses beyond them. */
const lineBreaks = ['\n', '\t', '\r', '\r\n', '\u000b']

let fields: TextField[]

beforeAll(async () => {
  server = await startTestServer({ customers: 20 })
  db = openDatabase(server.databaseFile)
  const { customer, benchmark, account, request } = await firstOfEachKind(server)
  const line = (fragment: string) => `Текст${fragment}конец`
  const lineFragments = [...forbidden, ...lineBreaks]
  const signIn = {
    mutation: 'sign-in',
    method: 'POST',
    path: '/v1/admin/auth/signin/',
    body: { email: 'admin@example.com', password: 'admin12345' },
    auth: false,
  } as const
  const topUp = {
    mutation: 'top-up',
    method: 'PATCH',
    path: `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
    body: { amount: '10.00', comment: 'Комментарий' },
    auth: true,
    headers: () => ({ 'Idempotency-Key': crypto.randomUUID() }),
  } as const
  const benchmarkBody = { name: 'Норма', category: 'banner', metric: 'clarity', min_value: 10, max_value: 90, description: 'Описание' }
  const benchmarkCreate = {
    mutation: 'benchmark create',
    method: 'POST',
    path: '/v1/admin/benchmarks/create/',
    body: benchmarkBody,
    auth: true,
  } as const
  const benchmarkEdit = {
    ...benchmarkCreate,
    mutation: 'benchmark edit',
    method: 'PATCH',
    path: `/v1/admin/benchmarks/${benchmark.benchmark_uuid}/edit/`,
  } as const
  const accountBody = { name: 'Кабинет', company: 'ООО «Ромашка»', contact_email: 'a@b.ru', contact_phone: '+79161234567', is_active: true }
  const accountCreate = {
    mutation: 'account create',
    method: 'POST',
    path: '/v1/admin/client-requests-accounts/create/',
    body: accountBody,
    auth: true,
  } as const
  const accountEdit = {
    ...accountCreate,
    mutation: 'account edit',
    method: 'PATCH',
    path: `/v1/admin/client-requests-accounts/${account.client_request_account_uuid}/edit/`,
  } as const
  const requestBody = {
    client_request_account_uuid: account.client_request_account_uuid,
    title: 'Запрос',
    description: 'Описание',
    status: 'new',
  }
  const requestCreate = {
    mutation: 'request create',
    method: 'POST',
    path: '/v1/admin/client-requests/create/',
    body: requestBody,
    auth: true,
  } as const
  const requestEdit = {
    ...requestCreate,
    mutation: 'request edit',
    method: 'PATCH',
    path: `/v1/admin/client-requests/${request.client_request_uuid}/edit/`,
  } as const
  const email = { around: (fragment: string) => `ad${fragment}min@example.com`, fragments: forbidden }
  const plainLine = { around: line, fragments: lineFragments }
  const multiline = { around: line, fragments: [...forbidden, '\r', '\u000b', '\u000c'] }
  // A phone's own pattern takes spaces, line breaks among them; the text check refuses those.
  const phone = { around: (fragment: string) => `+7916${fragment}1234567`, fragments: ['\n', '\t', '\r', '\u000b', '\u000c'] }
  fields = [
    { ...signIn, field: 'email', ...email },
    { ...signIn, field: 'password', ...plainLine },
    {
      mutation: 'refresh',
      method: 'POST',
      path: '/v1/admin/auth/refresh/',
      body: { refresh: server.refresh },
      auth: false,
      field: 'refresh',
      ...plainLine,
    },
    { ...topUp, field: 'comment', ...multiline },
    ...[benchmarkCreate, benchmarkEdit].flatMap((mutation) => [
      { ...mutation, field: 'name', ...plainLine },
      { ...mutation, field: 'description', ...multiline },
    ]),
    ...[accountCreate, accountEdit].flatMap((mutation) => [
      { ...mutation, field: 'name', ...plainLine },
      { ...mutation, field: 'company', ...plainLine },
      { ...mutation, field: 'contact_email', ...email },
      { ...mutation, field: 'contact_phone', ...phone },
    ]),
    ...[requestCreate, requestEdit].flatMap((mutation) => [
      { ...mutation, field: 'title', ...plainLine },
      { ...mutation, field: 'description', ...multiline },
    ]),
  ]
})
afterAll(async () => {
  db.close()
  await server.close()
})

const fieldNames = [
  'sign-in email',
  'sign-in password',
  'refresh refresh',
  'top-up comment',
  'benchmark create name',
  'benchmark create description',
  'benchmark edit name',
  'benchmark edit description',
  'account create name',
  'account create company',
  'account create contact_email',
  'account create contact_phone',
  'account edit name',
  'account edit company',
  'account edit contact_email',
  'account edit contact_phone',
  'request create title',
  'request create description',
  'request edit title',
  'request edit description',
]

test.each(fieldNames)('%s: control characters and unpaired surrogates answer 422 at the field and store nothing', async (name) => {
  const field = fields.find((candidate) => `${candidate.mutation} ${candidate.field}` === name)
  if (!field) throw new Error(`no field ${name}`)
  const before = databaseChecksum(db)
  for (const fragment of field.fragments) {
    const body = JSON.stringify({ ...field.body, [field.field]: field.around(fragment) })
    const response = await server.call(field.path, { ...jsonBody(field.method, null, field.headers?.() ?? {}), body, auth: field.auth })
    const answer = (await response.json()) as { detail: { loc: (string | number)[]; type: string }[] }
    expect({ fragment, status: response.status }).toEqual({ fragment, status: 422 })
    expect(answer.detail, JSON.stringify(fragment)).toEqual([
      expect.objectContaining({ loc: ['body', field.field], type: 'value_error.plain_text' }),
    ])
  }
  expect(databaseChecksum(db)).toBe(before)
})

test('the probe’s benchmark named NUL and a lone surrogate is refused, not stored as replacement characters', async () => {
  const body = '{"name":"\\u0000\\ud800","category":"banner","metric":"clarity","min_value":1,"max_value":2}'
  const response = await server.call('/v1/admin/benchmarks/create/', { ...jsonBody('POST', null), body })
  expect(response.status).toBe(422)
  expect(await response.json()).toEqual({
    detail: [
      {
        loc: ['body', 'name'],
        msg: 'Текст содержит недопустимые символы (управляющие или непарные суррогаты)',
        type: 'value_error.plain_text',
      },
    ],
  })
  const stored = await server.json<BenchmarkPage>('/v1/admin/benchmarks/?page_size=500')
  expect(stored.results.filter((item) => item.name.includes('\ufffd'))).toEqual([])
})

test('a description keeps its line feeds and tabs; a pair of surrogates (an emoji) is text like any other', async () => {
  const description = 'Первая строка\n\tвторая с отступом 😀'
  const body = { name: 'Норма 😀', category: 'banner', metric: 'clarity', min_value: 1, max_value: 2, description }
  const created = await server.json<Benchmark>('/v1/admin/benchmarks/create/', jsonBody('POST', body))
  expect(created).toMatchObject({ name: 'Норма 😀', description })
})

test('a body that is not UTF-8 answers 422 at the body instead of being read with replacement characters', async () => {
  const before = databaseChecksum(db)
  const prefix = Buffer.from('{"name":"', 'utf8')
  const suffix = Buffer.from('","category":"banner","metric":"clarity","min_value":1,"max_value":2}', 'utf8')
  // a lone surrogate encoded as bytes (CESU-8), a stray continuation byte, a truncated sequence
  for (const bad of [[0xed, 0xa0, 0x80], [0x80], [0xd0]]) {
    const response = await server.call('/v1/admin/benchmarks/create/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: Buffer.concat([prefix, Buffer.from(bad), suffix]),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      detail: [{ loc: ['body'], msg: 'Тело запроса должно быть в кодировке UTF-8', type: 'unicode_decode_error' }],
    })
  }
  expect(databaseChecksum(db)).toBe(before)
})
