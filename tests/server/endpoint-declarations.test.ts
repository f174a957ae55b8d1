import { endpointDeclarations } from '../../contract/endpoints/index'
import { endpoints } from '../../server/endpoints'
import { startTestServer } from './helpers'

test('the server mounts a handler on every declaration of contract/endpoints, once and in the declared order', () => {
  expect(endpoints.map((endpoint) => endpoint.declaration)).toEqual(endpointDeclarations)
  endpoints.forEach((endpoint, index) => expect(endpoint.declaration).toBe(endpointDeclarations[index]))
})

test('a query read through the codecs answers one 422 listing every problem, each at its parameter', async () => {
  const server = await startTestServer()
  try {
    const response = await server.call(
      '/v1/admin/finances/operations/?page=0&type=gift&date_from=2026-10-05&date_to=2026-10-01&amount_min=5&amount_max=1',
    )
    expect(response.status).toBe(422)
    const { detail } = (await response.json()) as { detail: { loc: string[]; msg: string; type: string }[] }
    expect(detail).toEqual([
      { loc: ['query', 'page'], msg: 'Число должно быть не менее 1', type: 'greater_than_equal' },
      { loc: ['query', 'type'], msg: 'Ожидалось одно из значений: top_up, charge, refund, bonus, admin_top_up, reversal', type: 'enum' },
      { loc: ['query', 'date_to'], msg: 'Дата окончания раньше даты начала', type: 'value_error.date_range' },
      { loc: ['query', 'amount_max'], msg: 'Верхняя граница меньше нижней', type: 'value_error.money_range' },
    ])
  } finally {
    await server.close()
  }
})
