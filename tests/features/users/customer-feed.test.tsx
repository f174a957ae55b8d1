import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ivan } from '../../support/fixtures/customers'
import { clearToasts, renderCustomers } from './render-users'

afterEach(clearToasts)

describe('«Лента» against a backend without the timeline', () => {
  it('builds the feed from the contract and says notes are unavailable', async () => {
    renderCustomers(`/users/${ivan.customer_uuid}`)
    const feed = await screen.findByRole('region', { name: 'Лента' })
    expect(await within(feed).findByText('Заметки недоступны: сервер их не поддерживает')).toBeInTheDocument()
    expect(await within(feed).findByRole('grid', { name: 'Лента' })).toBeInTheDocument()
    expect(within(feed).queryByText('Не удалось загрузить ленту')).toBeNull()
    expect(within(feed).queryByRole('button', { name: /Написать заметку/ })).toBeNull()
  })
})
