import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CustomerOperations } from '../../../src/features/finance/customer-operations'
import { createFakeApi } from '../../support/fake-api'
import { ivan, makeCustomers } from '../../support/fixtures/customers'
import { makeOperationsLog, operationsPath, serveOperations } from '../../support/fixtures/finance-operations'
import { renderWithConsole } from '../../support/render'

function renderEmbedded(customerUuid: string, operations = makeOperationsLog(400, makeCustomers(20))) {
  const api = createFakeApi()
  serveOperations(api, operations)
  const view = renderWithConsole({
    url: `/users/${customerUuid}`,
    api,
    routes: () => [{ path: '/users/:uuid', element: <CustomerOperations customerUuid={customerUuid} /> }],
  })
  return { ...view, api }
}

const dataRows = () =>
  within(screen.getByRole('grid', { name: 'Операции пользователя' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1')

describe('CustomerOperations', () => {
  it("shows one customer's newest operations ten a page, with a link to all of them", async () => {
    const { api, user } = renderEmbedded(ivan.customer_uuid)

    await waitFor(() => expect(dataRows()).toHaveLength(10))
    const [first] = api.requestsTo('GET', operationsPath)
    expect(new URL(first!.url, 'http://console.test').search).toBe(
      `?page=1&page_size=10&customer_uuid=${ivan.customer_uuid}&ordering=-created_at`,
    )
    expect(screen.queryByRole('columnheader', { name: 'Пользователь' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Все операции пользователя' })).toHaveAttribute(
      'href',
      `/operations?customer=${ivan.customer_uuid}`,
    )

    await user.click(screen.getByRole('button', { name: 'Страница 2 из 2' }))
    await waitFor(() => expect(api.requestsTo('GET', operationsPath).at(-1)?.query.get('page')).toBe('2'))
    expect(await screen.findByText('11–20 из 20')).toBeInTheDocument()
  })

  it('says so when the customer has no operations', async () => {
    renderEmbedded(ivan.customer_uuid, [])
    expect(await screen.findByText('Операций пока нет')).toBeInTheDocument()
  })
})
