import { describe, expect, test, vi } from 'vitest'
import { auditLogEndpoints } from '../../contract/endpoints/audit-log'
import { benchmarkEndpoints } from '../../contract/endpoints/benchmarks'
import { customerEndpoints } from '../../contract/endpoints/customers'
import { financeEndpoints } from '../../contract/endpoints/finance'
import { callEndpoint, endpointUrl } from '../../src/api/call'
import { createHttpClient } from '../../src/api/http'
import { createFakeApi, jsonResponse } from '../support/fake-api'
import { memoryTokens } from '../support/memory-tokens'

const emptyPage = { count: 0, next: null, previous: null, results: [] }

describe('the URL of a call, written by its declaration', () => {
  test('an array parameter repeats, except the customers list’s, which its declaration joins with commas', () => {
    expect(endpointUrl(financeEndpoints.operations, undefined, { type: ['top_up', 'charge'], page: 2 })).toBe(
      '/v1/admin/finances/operations/?type=top_up&type=charge&page=2',
    )
    expect(endpointUrl(customerEndpoints.list, undefined, { status: ['active', 'blocked'], page: 1 })).toBe(
      '/v1/admin/users/customers/?status=active,blocked&page=1',
    )
  })

  test('null, undefined and empty values are left out, also inside arrays; zero and false stay, reserved characters are encoded', () => {
    expect(endpointUrl(customerEndpoints.list, undefined, { search: '', ordering: undefined, status: ['active', '', null] })).toBe(
      '/v1/admin/users/customers/?status=active',
    )
    expect(endpointUrl(customerEndpoints.list, undefined, { search: '' })).toBe('/v1/admin/users/customers/')
    expect(endpointUrl(financeEndpoints.operations, undefined, { page: 0, customer_uuid: 'a&b=c ё' })).toBe(
      '/v1/admin/finances/operations/?page=0&customer_uuid=a%26b%3Dc%20%D1%91',
    )
  })

  test('a search goes as a substring search finds it best (a phone as +7…); the journal’s text as typed', () => {
    expect(endpointUrl(customerEndpoints.list, undefined, { search: '8 (999) 123-45-67', page: 1 })).toBe(
      '/v1/admin/users/customers/?search=%2B79991234567&page=1',
    )
    expect(endpointUrl(customerEndpoints.list, undefined, { search: 'Алёна Петрова' })).toBe(
      `/v1/admin/users/customers/?search=${encodeURIComponent('Алёна Петрова')}`,
    )
    expect(endpointUrl(auditLogEndpoints.journalPage, undefined, { q: '8 999 123-45-67', actor_email: '8 999' })).toBe(
      '/v1/admin/audit-log/?q=8%20999%20123-45-67&actor_email=8%20999',
    )
  })

  test('the path template is filled with its values, encoded; a parameter the endpoint does not declare is refused', () => {
    expect(endpointUrl(benchmarkEndpoints.edit, { benchmark_uuid: 'a/b' })).toBe('/v1/admin/benchmarks/a%2Fb/edit/')
    expect(() => endpointUrl(benchmarkEndpoints.edit, {})).toThrow('{benchmark_uuid}')
    expect(() => endpointUrl(benchmarkEndpoints.list, undefined, { colour: 'red' })).toThrow('declares no query parameter colour')
  })
})

test('callEndpoint sends the declared method, path, query and body, and checks the answer against its struct', async () => {
  const api = createFakeApi()
  const http = createHttpClient({ host: '', fetch: api.fetch, tokens: memoryTokens(api.issueTokens()), onSessionEnd: vi.fn() })
  api.on('GET', '/v1/admin/users/customers/', () => jsonResponse(200, emptyPage))
  await expect(callEndpoint(http, customerEndpoints.list, { query: { status: ['blocked'], page: 3 } })).resolves.toEqual(emptyPage)
  expect(api.requests.at(-1)?.url).toBe('/v1/admin/users/customers/?status=blocked&page=3')
  expect(api.requests.at(-1)?.method).toBe('GET')
})
