import { Hono } from 'hono'
import { array, number, string, type } from 'superstruct'
import { ok } from '../../contract/answers'
import { booleanQuery, enumList, foldedSearch, ordering, pageQuery, text, uuidQuery } from '../../contract/codecs'
import { declareEndpoint } from '../../contract/endpoint'
import type { AppEnv } from '../../server/auth/app-env'
import { createBackend, type ConsoleBackend } from '../../server/backend'
import { resourceList } from '../../server/handler/resource-list'

/** resourceList over a record type that exists only here: its filters, order and pages come from its declaration. */

const kinds = ['round', 'square', 'flat'] as const
const owner = '00000000-0000-4000-8000-0000000000aa'

const thingsList = declareEndpoint({
  method: 'get',
  path: '/v1/admin/things/',
  summary: 'Вещи',
  tag: 'things',
  query: {
    ...pageQuery,
    search: foldedSearch('Название'),
    kind: enumList(kinds),
    is_new: booleanQuery,
    owner_uuid: uuidQuery(),
    longer_than: text({ schema: { type: 'string' } }),
    ordering: ordering(['name', 'size'], 'name'),
  },
  answers: { 200: ok(type({ count: number(), results: array(string()) })) },
})

let backend: ConsoleBackend
let app: Hono<AppEnv>

beforeAll(async () => {
  backend = await createBackend({ databaseFile: ':memory:', customers: 3 })
  const { db } = backend.backend
  db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT, kind TEXT, is_new INTEGER, owner TEXT, size INTEGER)')
  const insert = db.prepare('INSERT INTO things (name, kind, is_new, owner, size) VALUES (?, ?, ?, ?, ?)')
  insert.run('Мяч', 'round', 1, owner, 3)
  insert.run('Ёлочный шар', 'round', 0, null, 1)
  insert.run('Коробка', 'square', 1, null, 3)
  insert.run('Лист', 'flat', 0, owner, 2)
  const endpoint = resourceList(thingsList, {
    from: 'things',
    json: (row: { name: string }) => row.name,
    searchIn: 'name',
    filters: {
      kind: 'kind',
      is_new: 'is_new',
      owner_uuid: 'owner',
      longer_than: (filters, { longer_than: length }) =>
        filters.when('length(name) > ?', length === undefined ? undefined : Number(length)),
    },
    order: { name: 'name', size: 'size' },
  })
  app = new Hono<AppEnv>()
  app.get(thingsList.path, (c) => endpoint.handle(c, backend.backend))
})
afterAll(() => backend.close())

async function names(query: string): Promise<{ count: number; results: string[] }> {
  const { count, results } = (await (await app.request(`http://x${thingsList.path}${query}`)).json()) as {
    count: number
    results: string[]
  }
  return { count, results }
}

test('each declared filter keeps rows by its column as its codec read it: one of a list, a flag, a UUID', async () => {
  expect(await names('?kind=round')).toEqual({ count: 2, results: ['Ёлочный шар', 'Мяч'] })
  expect(await names('?kind=round&kind=square&kind=flat')).toMatchObject({ count: 4 })
  expect(await names('?is_new=false')).toEqual({ count: 2, results: ['Ёлочный шар', 'Лист'] })
  expect(await names(`?owner_uuid=${owner.toUpperCase()}&is_new=true`)).toEqual({ count: 1, results: ['Мяч'] })
})

test('a filter with a condition of its own, and the search in the declared text', async () => {
  expect(await names('?longer_than=5')).toEqual({ count: 2, results: ['Ёлочный шар', 'Коробка'] })
  expect(await names('?search=елочный')).toEqual({ count: 1, results: ['Ёлочный шар'] })
})

test('the declared order (its fallback when none is asked), ties broken by id, a page at a time', async () => {
  expect((await names('')).results).toEqual(['Ёлочный шар', 'Коробка', 'Лист', 'Мяч'])
  expect((await names('?ordering=-size')).results).toEqual(['Коробка', 'Мяч', 'Лист', 'Ёлочный шар'])
  expect(await names('?ordering=size&page=2&page_size=2')).toEqual({ count: 4, results: ['Мяч', 'Коробка'] })
})
