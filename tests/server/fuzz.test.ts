import type Database from 'better-sqlite3'
import { validate, type Struct } from 'superstruct'
import { RefreshBody, SignInBody } from '../../contract/schemas/auth'
import { BenchmarkCreateBody, BenchmarkEditBody } from '../../contract/schemas/benchmarks'
import { ClientAccountCreateBody, ClientAccountEditBody } from '../../contract/schemas/client-accounts'
import { ClientRequestCreateBody, ClientRequestEditBody } from '../../contract/schemas/client-requests'
import { ValidationErrorBody } from '../../contract/schemas/common'
import { TopUpBody } from '../../contract/schemas/customers'
import { SetActiveModelBody } from '../../contract/schemas/heatmap-models'
import { Random } from '../../server/db/random'
import { databaseChecksum, firstOfEachKind, openDatabase, startTestServer, type TestServer } from './helpers'

/**
 * Generated invalid bodies for every mutation: wrong types, missing and unknown fields, huge and
 * odd strings, bad money, arrays, null, deep nesting, text that is not JSON. Each must answer 422
 * (or 400) in the contract's shape (413 when over 1 MB), never 5xx, and leave the database as it was.
 */

interface Mutation {
  name: string
  method: 'POST' | 'PATCH'
  path: string
  /** Whether the shared struct accepts a body (with its coercions, as the server runs it). */
  accepts: (body: unknown) => boolean
  valid: Record<string, unknown>
  auth: boolean
  /** Headers of a valid call (the top-up's Idempotency-Key, fresh each time). */
  headers?: () => Record<string, string>
}

const bodiesPerMutation = 260

const accepting =
  <T, S>(struct: Struct<T, S>) =>
  (body: unknown) =>
    validate(body, struct, { coerce: true })[0] === undefined

let server: TestServer
let db: Database.Database
let mutations: Mutation[]
const unexpectedErrors = vi.spyOn(console, 'error')

beforeAll(async () => {
  server = await startTestServer({ customers: 30 })
  db = openDatabase(server.databaseFile)
  const { customer, benchmark, account, request, model } = await firstOfEachKind(server)
  const benchmarkBody = { name: 'Норма', category: 'banner', metric: 'clarity', min_value: 10, max_value: 90, description: 'Описание' }
  const accountBody = { name: 'Кабинет', company: 'ООО «Ромашка»', contact_email: 'a@b.ru', contact_phone: '+79161234567', is_active: true }
  const requestBody = { client_request_account_uuid: account.client_request_account_uuid, title: 'Запрос', description: '', status: 'new' }
  mutations = [
    {
      name: 'sign-in',
      method: 'POST',
      path: '/v1/admin/auth/signin/',
      accepts: accepting(SignInBody),
      valid: { email: 'admin@example.com', password: 'admin12345' },
      auth: false,
    },
    {
      name: 'refresh',
      method: 'POST',
      path: '/v1/admin/auth/refresh/',
      accepts: accepting(RefreshBody),
      valid: { refresh: server.refresh },
      auth: false,
    },
    {
      name: 'top-up',
      method: 'PATCH',
      path: `/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`,
      accepts: accepting(TopUpBody),
      valid: { amount: '100.00', comment: 'Комментарий' },
      auth: true,
      headers: () => ({ 'Idempotency-Key': crypto.randomUUID() }),
    },
    {
      name: 'benchmark create',
      method: 'POST',
      path: '/v1/admin/benchmarks/create/',
      accepts: accepting(BenchmarkCreateBody),
      valid: benchmarkBody,
      auth: true,
    },
    {
      name: 'benchmark edit',
      method: 'PATCH',
      path: `/v1/admin/benchmarks/${benchmark.benchmark_uuid}/edit/`,
      accepts: accepting(BenchmarkEditBody),
      valid: benchmarkBody,
      auth: true,
    },
    {
      name: 'account create',
      method: 'POST',
      path: '/v1/admin/client-requests-accounts/create/',
      accepts: accepting(ClientAccountCreateBody),
      valid: accountBody,
      auth: true,
    },
    {
      name: 'account edit',
      method: 'PATCH',
      path: `/v1/admin/client-requests-accounts/${account.client_request_account_uuid}/edit/`,
      accepts: accepting(ClientAccountEditBody),
      valid: accountBody,
      auth: true,
    },
    {
      name: 'request create',
      method: 'POST',
      path: '/v1/admin/client-requests/create/',
      accepts: accepting(ClientRequestCreateBody),
      valid: requestBody,
      auth: true,
    },
    {
      name: 'request edit',
      method: 'PATCH',
      path: `/v1/admin/client-requests/${request.client_request_uuid}/edit/`,
      accepts: accepting(ClientRequestEditBody),
      valid: requestBody,
      auth: true,
    },
    {
      name: 'set active model',
      method: 'POST',
      path: '/v1/admin/heatmap-models/set-active/',
      accepts: accepting(SetActiveModelBody),
      valid: { heatmap_model_uuid: model.heatmap_model_uuid },
      auth: true,
    },
  ]
})
afterAll(async () => {
  db.close()
  await server.close()
})

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

/** Raw request bodies that are not a JSON object at all. */
const rawBodies = [
  '',
  ' ',
  '{',
  '{"a":',
  'null',
  'true',
  '0',
  '-1',
  '"text"',
  '[]',
  '[{}]',
  'NaN',
  'undefined',
  "{'single': 'quotes'}",
  '{"trailing": 1,}',
  '\u0000',
  '\ufeff[]',
  '<xml/>',
  'a=1&b=2',
  deepArray(100_000),
  deepObject(100_000),
  `{"x":"${'я'.repeat(600_000)}"}`,
]

function badValue(random: Random): unknown {
  const choices: (() => unknown)[] = [
    () => null,
    () => true,
    () => false,
    () => 0,
    () => -1,
    () => 1.5,
    () => 1e308,
    () => -1e308,
    () => 2 ** 53 + 2,
    () => '',
    () => '   ',
    () => 'x'.repeat(random.int(121, 6000)),
    () => 'ё'.repeat(random.int(1001, 5001)),
    () => '🔥'.repeat(random.int(61, 3000)),
    () => '\u0000',
    () => '\ud800',
    // control characters and halves of surrogate pairs inside otherwise fine text
    () => `Имя${random.pick(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\r', '\u000b', '\ud800', '\udc00', '\ud83d'])}конец`,
    () => `${random.pick(['admin', 'a'])}\u0000@example.com`,
    () => `+7916${random.pick(['\n', '\t', '\r'])}1234567`,
    () => '\u202eнавыворот',
    () => 'e\u0301'.repeat(100),
    () => '<script>alert(1)</script>',
    () => "'; DROP TABLE customers; --",
    () => [],
    () => [1, 'two', null],
    () => ({}),
    () => ({ $gt: '' }),
    () => JSON.parse(deepArray(random.int(10, 2000))) as unknown,
    () => JSON.parse(deepObject(random.int(10, 2000))) as unknown,
    () => 'NaN',
    () => 'Infinity',
    () => '-Infinity',
    () => '-0.00',
    () => '0.00',
    () => '-5.00',
    () => '1e3',
    () => '1,000.00',
    () => '１００.００',
    () => '١٠٠.٠٠',
    () => '1000000.01',
    () => '99999999999999999999999.99',
    () => '100',
    () => 'not-a-uuid',
    () => '2026-02-30',
    () => 'admin@',
    () => String(random.uuid()).toUpperCase() + 'x',
  ]
  return random.pick(choices)()
}

/** An invalid variant of a valid body (checked invalid against the shared struct). */
function invalidBody(random: Random, mutation: Mutation): string | undefined {
  const fields = Object.keys(mutation.valid)
  const body: Record<string, unknown> = { ...mutation.valid }
  const kind = random.int(0, 9)
  if (kind <= 5) {
    for (let count = random.int(1, 3); count > 0; count -= 1) body[random.pick(fields)] = badValue(random)
  } else if (kind <= 7) {
    for (let count = random.int(1, fields.length); count > 0; count -= 1) delete body[random.pick(fields)]
  } else if (kind === 8) {
    body[random.pick(['__proto__', 'constructor', 'is_admin', 'balance', 'id', 'extra'])] = badValue(random)
  } else {
    return JSON.stringify(random.pick([[mutation.valid], null, 'text', 42, [badValue(random)]]))
  }
  return mutation.accepts(body) ? undefined : JSON.stringify(body)
}

async function send(mutation: Mutation, body: string, headers: Record<string, string>): Promise<Response> {
  return server.call(mutation.path, {
    method: mutation.method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    auth: mutation.auth,
  })
}

/** Runs `work` over `items` with a few calls in flight at a time. */
async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < items.length) {
        const item = items[next]
        next += 1
        if (item !== undefined) await work(item)
      }
    }),
  )
}

const mutationNames = [
  'sign-in',
  'refresh',
  'top-up',
  'benchmark create',
  'benchmark edit',
  'account create',
  'account edit',
  'request create',
  'request edit',
  'set active model',
]

test.each(mutationNames)('%s: generated invalid bodies answer 422 in the contract’s shape and change nothing', async (name) => {
  const mutation = mutations.find((candidate) => candidate.name === name)
  if (!mutation) throw new Error(`no mutation ${name}`)
  const random = Random.stream(20_260_101, mutationNames.indexOf(name))
  const bodies = new Set<string>(rawBodies)
  for (let attempt = 0; bodies.size < bodiesPerMutation && attempt < bodiesPerMutation * 20; attempt += 1) {
    const body = invalidBody(random, mutation)
    if (body !== undefined) bodies.add(body)
  }
  expect(bodies.size).toBe(bodiesPerMutation)
  const before = databaseChecksum(db)
  const failures: string[] = []
  await inPool([...bodies], async (body) => {
    const response = await send(mutation, body, mutation.headers?.() ?? {})
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
    }
    const [shapeError] = validate(parsed, ValidationErrorBody)
    // a body over 1 MB is refused by its size before anything reads it
    if (Buffer.byteLength(body) > 1_000_000) {
      if (response.status !== 413) failures.push(`${response.status} for a body of ${Buffer.byteLength(body)} bytes: ${text.slice(0, 200)}`)
    } else if (![400, 422].includes(response.status) || (response.status === 422 && shapeError)) {
      failures.push(`${response.status} for ${body.slice(0, 120)}: ${text.slice(0, 200)}`)
    }
  })
  expect(failures, mutation.name).toEqual([])
  expect(databaseChecksum(db), `${mutation.name} changed the database`).toBe(before)
})

test('a top-up with a valid body but a bad Idempotency-Key answers 422 at the header', async () => {
  const mutation = mutations.find((candidate) => candidate.name === 'top-up')
  if (!mutation) throw new Error('no top-up')
  const before = databaseChecksum(db)
  for (const key of ['', 'abc', `${crypto.randomUUID()}x`, '../../etc/passwd', 'key with spaces']) {
    const response = await send(mutation, JSON.stringify(mutation.valid), { 'Idempotency-Key': key })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual(['header', 'idempotency-key'])
  }
  expect(databaseChecksum(db)).toBe(before)
})

/** Every list and statistics call with generated query values: 200 or 422, never 5xx. */
const queryCalls: [string, string[]][] = [
  ['/v1/admin/users/customers/', ['page', 'page_size', 'search', 'status', 'registered_from', 'registered_to', 'ordering']],
  ['/v1/admin/stats/users-list/', ['page', 'page_size', 'date_from', 'date_to', 'ordering']],
  ['/v1/admin/stats/new-users/', ['date_from', 'date_to', 'period']],
  ['/v1/admin/stats/registration-alalys-time/', ['date_from', 'date_to', 'period']],
  ['/v1/admin/stats/user-retention/', ['date_from', 'date_to']],
  ['/v1/admin/benchmarks/', ['page', 'page_size', 'search', 'category', 'ordering']],
  ['/v1/admin/client-requests-accounts/', ['page', 'page_size', 'search', 'is_active', 'ordering']],
  ['/v1/admin/client-requests/', ['page', 'page_size', 'search', 'status', 'client_request_account_uuid', 'ordering']],
  ['/v1/admin/referral/code/', ['page', 'page_size', 'search']],
  ['/v1/admin/referral/user-referrals/', ['customer_uuid', 'page', 'page_size']],
  ['/v1/admin/referral/all-users-referrals/', ['page', 'page_size', 'search', 'date_from', 'date_to']],
  ['/v1/admin/finances/operations/', ['page', 'page_size', 'customer_uuid', 'type', 'date_from', 'date_to', 'ordering']],
  ['/v1/admin/elama/monthly-report/', ['month']],
]

const queryValues = [
  '',
  '0',
  '-1',
  '1.5',
  '1e9',
  '99999999999',
  'NaN',
  'true',
  'null',
  '[]',
  '{}',
  '%',
  '%25',
  '_',
  "'",
  '"',
  '\\',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '1970-01-01',
  '2026-01',
  '-registered_at',
  '--email',
  'email,-balance',
  'active,,blocked',
  'ооо',
  'Иван',
  '+7 (916)',
  '🔥',
  'a'.repeat(201),
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  'week',
  'year',
]

test.each(queryCalls)('%s with generated query values answers 200 or 422 in the contract’s shape', async (path, params) => {
  const random = Random.stream(
    20_260_102,
    queryCalls.findIndex(([candidate]) => candidate === path),
  )
  const queries = Array.from({ length: 40 }, () => {
    const search = new URLSearchParams()
    for (let count = random.int(1, 3); count > 0; count -= 1) search.append(random.pick(params), random.pick(queryValues))
    return `${path}?${search.toString()}`
  })
  const failures: string[] = []
  await inPool(queries, async (query) => {
    const response = await server.call(query)
    const text = await response.text()
    if (response.status === 422) {
      const [shapeError] = validate(JSON.parse(text), ValidationErrorBody)
      if (shapeError) failures.push(`${query}: ${text.slice(0, 200)}`)
    } else if (![200, 404].includes(response.status)) {
      failures.push(`${response.status} ${query}: ${text.slice(0, 200)}`)
    }
  })
  expect(failures).toEqual([])
})

test('no invalid input reached the handler of unexpected errors', () => {
  expect(unexpectedErrors).not.toHaveBeenCalled()
})
