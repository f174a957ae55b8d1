import type { AuditEntryPage } from '../../contract/schemas/audit-log'
import type { BenchmarkPage } from '../../contract/schemas/benchmarks'
import type { Customer, CustomerPage } from '../../contract/schemas/customers'
import { matchingCustomers } from '../../server/routes/customer-search'
import { searchTextSample } from '../../server/routes/search-text-sample'
import { jsonBody, openDatabase, startTestServer, type TestServer } from './helpers'

/** The reference server's folded search (an extension): phones in any spelling, ё as е, words in any order. */

let server: TestServer
let customers: Customer[]
beforeAll(async () => {
  server = await startTestServer()
  customers = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=500&ordering=email')).results
})
afterAll(() => server.close())

const found = async (search: string) =>
  (await server.json<CustomerPage>(`/v1/admin/users/customers/?page_size=500&search=${encodeURIComponent(search)}`)).results.map(
    (customer) => customer.customer_uuid,
  )

function sampleWith(test: (customer: Customer) => boolean): Customer {
  const sample = customers.find(test)
  if (!sample) throw new Error('the seed has such a customer')
  return sample
}

describe('customers', () => {
  test('each spelling of a Russian phone finds its customer', async () => {
    const sample = sampleWith((customer) => customer.phone !== null)
    const ten = (sample.phone ?? '').slice(2)
    const [code, first, second, third] = [ten.slice(0, 3), ten.slice(3, 6), ten.slice(6, 8), ten.slice(8)]
    const spellings = [
      `+7${ten}`,
      `7${ten}`,
      `8${ten}`,
      ten,
      `8 ${code} ${first}-${second}-${third}`,
      `8 (${code}) ${first} ${second} ${third}`,
      `+7 (${code}) ${first}-${second}-${third}`,
      `7-${code}-${first}-${second}-${third}`,
      `${code} ${first} ${second} ${third}`,
      `8 ${code} ${first}`,
    ]
    for (const spelling of spellings) expect(await found(spelling), spelling).toContain(sample.customer_uuid)
  })

  test('ё and е are one letter, either way', async () => {
    const sample = sampleWith((customer) => `${customer.first_name}${customer.last_name}`.includes('ё'))
    const name = `${sample.first_name} ${sample.last_name}`
    expect(await found(name.replaceAll('ё', 'е'))).toContain(sample.customer_uuid)
    expect(await found(name.toUpperCase())).toContain(sample.customer_uuid)
    const withE = sampleWith((customer) => /е/.test(customer.last_name) && !customer.last_name.includes('ё'))
    expect(await found(withE.last_name.replace('е', 'ё'))).toContain(withE.customer_uuid)
  })

  test('words match in any order, a short word among them too', async () => {
    const sample = customers[7]
    if (!sample) throw new Error('the seed has customers')
    const surnameFirst = await found(`${sample.last_name} ${sample.first_name}`)
    expect(surnameFirst).toContain(sample.customer_uuid)
    expect(await found(`  ${sample.first_name}   ${sample.last_name.toLowerCase()} `)).toContain(sample.customer_uuid)
    expect(await found(`${sample.last_name} ${sample.first_name.slice(0, 1)}`)).toContain(sample.customer_uuid)
    // every word must be there: a word nobody has leaves nobody
    expect(await found(`${sample.last_name} Несуществующий`)).toEqual([])
    const everyOne = await Promise.all(surnameFirst.map((uuid) => server.json<Customer>(`/v1/admin/users/customers/${uuid}/`)))
    const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е')
    for (const customer of everyOne) {
      expect(fold(`${customer.first_name} ${customer.last_name} ${customer.email}`)).toContain(fold(sample.first_name))
    }
  })

  test('a part of an e-mail finds it; the count is of every match', async () => {
    const sample = customers[3]
    if (!sample) throw new Error('the seed has customers')
    const part = sample.email.slice(1, sample.email.indexOf('@') + 3)
    expect(await found(part.toUpperCase())).toContain(sample.customer_uuid)
    const page = await server.json<CustomerPage>(`/v1/admin/users/customers/?page_size=1&search=${encodeURIComponent(part)}`)
    expect(page.count).toBe((await found(part)).length)
  })

  test('a search with other filters counts the customers it shows', async () => {
    const blocked = sampleWith((customer) => customer.status === 'blocked')
    const search = encodeURIComponent(blocked.last_name.slice(0, 3))
    const page = await server.json<CustomerPage>(`/v1/admin/users/customers/?page_size=500&status=blocked&search=${search}`)
    expect(page.results.map((customer) => customer.customer_uuid)).toContain(blocked.customer_uuid)
    expect(page.count).toBe(page.results.length)
    const all = await server.json<CustomerPage>(`/v1/admin/users/customers/?page_size=500&search=${search}`)
    expect(all.results.filter((customer) => customer.status === 'blocked').map((customer) => customer.customer_uuid)).toEqual(
      page.results.map((customer) => customer.customer_uuid),
    )
  })

  test('a word shorter than 3 letters is found at the start of a word', async () => {
    const sample = customers[9]
    if (!sample) throw new Error('the seed has customers')
    const twoLetters = await found(`${sample.last_name} ${sample.first_name.slice(0, 2)}`)
    expect(twoLetters).toContain(sample.customer_uuid)
    const inside = sample.first_name.slice(1, 3)
    const everyOne = await Promise.all(twoLetters.map((uuid) => server.json<Customer>(`/v1/admin/users/customers/${uuid}/`)))
    const starts = (customer: Customer) => ` ${customer.first_name} ${customer.last_name} ${customer.company ?? ''}`.toLowerCase()
    for (const customer of everyOne) expect(starts(customer)).toContain(` ${sample.first_name.slice(0, 2).toLowerCase()}`)
    expect(await found(`${sample.last_name} ${inside}`)).not.toContain(sample.customer_uuid)
  })

  test('the index, by phrases or by rarest trigrams, and the walk along an ordering (many matches) find the same customers', () => {
    const db = openDatabase(server.databaseFile)
    const sample = customers[5]
    if (!sample?.phone) throw new Error('the seed has customers with a phone')
    const ten = sample.phone.slice(2)
    const longNames = sampleWith((customer) => customer.last_name.length >= 7 && customer.first_name.length >= 6)
    const searches = [
      `${longNames.last_name} ${longNames.first_name}`,
      `${sample.last_name} ${sample.first_name}`,
      `8 ${ten.slice(0, 3)} ${ten.slice(3)}`,
      'ов',
      'ова а',
      sample.email.slice(2, 9),
      'е',
    ]
    const texts = searchTextSample(db)
    // as at a million customers, where a full name's keys find a few hundred texts in a million
    const large = { share: texts.share, holdingAll: () => 0.0002 }
    const plans = searches.flatMap((search) =>
      [matchingCustomers(search), matchingCustomers(search, texts), matchingCustomers(search, large)].map((plan) => ({ search, ...plan })),
    )
    // a full name of long words is looked up by their rarest trigrams, the texts found read to check it
    expect(plans[2]?.rowids.sql).toContain('instr(s.c0')
    // and a phone typed in groups, by the rarest trigrams of each of its spellings
    expect(String(plans[8]?.rowids.params[0])).toContain(') OR (')
    for (const { search, rowids, row } of plans) {
      const fromIndex = (db.prepare(rowids.sql).all(...rowids.params) as { rowid: number }[]).map((found) => found.rowid)
      const walked = (db.prepare(`SELECT id FROM customers WHERE ${row.sql}`).all(...row.params) as { id: number }[]).map(
        (found) => found.id,
      )
      expect(fromIndex.length, search).toBeGreaterThan(0)
      expect(
        walked.sort((a, b) => a - b),
        search,
      ).toEqual(fromIndex.sort((a, b) => a - b))
    }
    db.close()
  })
})

test('other lists: words in any order and ё as е', async () => {
  const benchmarks = (await server.json<BenchmarkPage>('/v1/admin/benchmarks/?page_size=500')).results
  const named = benchmarks.find((benchmark) => benchmark.name.trim().split(/\s+/).length >= 2)
  if (!named) throw new Error('the seed has benchmarks of two words')
  const reversed = named.name.trim().split(/\s+/).reverse().join(' ').replaceAll('ё', 'е').toUpperCase()
  const answer = await server.json<BenchmarkPage>(`/v1/admin/benchmarks/?page_size=500&search=${encodeURIComponent(reversed)}`)
  expect(answer.results.map((benchmark) => benchmark.benchmark_uuid)).toContain(named.benchmark_uuid)
})

test('the journal finds who acted by a part of their e-mail', async () => {
  const failed = await server.call('/v1/admin/auth/signin/', {
    ...jsonBody('POST', { email: 'Someone.Else@Example.org', password: 'wrong-password' }),
    auth: false,
  })
  expect(failed.status).toBe(401)
  const journal = (actor: string) =>
    server.json<AuditEntryPage>(`/v1/admin/audit-log/?page_size=500&actor_email=${encodeURIComponent(actor)}`)
  const admins = await journal('ADMIN@exa')
  expect(admins.count).toBeGreaterThan(0)
  expect(new Set(admins.results.map((entry) => entry.actor_email))).toEqual(new Set(['admin@example.com']))
  const others = await journal('example.org')
  expect(others.results.map((entry) => entry.actor_email)).toEqual(['someone.else@example.org'])
  expect(others.count).toBe(1)
  expect((await journal('admin@example.com')).count).toBe(admins.count)
  expect((await journal('nobody-like-this')).count).toBe(0)
})
