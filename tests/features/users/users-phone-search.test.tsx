import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { customersPath } from '../../support/fixtures/customers'
import { clearToasts, renderCustomers } from './render-users'

afterEach(clearToasts)

it('a phone typed with 8, spaces and dashes is sent as +7…, while the address keeps what was typed', async () => {
  const view = renderCustomers('/users')
  await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Пользователи' })).queryAllByRole('row').length).toBeGreaterThan(1))
  await view.user.type(screen.getByRole('searchbox', { name: 'Поиск' }), '8 912 345-67-89')

  const searches = () => view.api.requestsTo('GET', customersPath).map((request) => request.query.get('search'))
  await waitFor(() => expect(searches().at(-1)).toBe('+79123456789'))
  expect(new URLSearchParams(view.router.state.location.search).get('search')).toBe('8 912 345-67-89')
})
