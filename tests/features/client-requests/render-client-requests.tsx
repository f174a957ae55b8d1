import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { toaster } from '../../../src/ui/toaster-store'
import { createFakeApi } from '../../support/fake-api'
import { serveClientRequests } from '../../support/fixtures/client-requests'
import { renderWithConsole } from '../../support/render'

/** The whole console (routes, drawer host, toasts) at `url`, over fake client accounts and requests. */
export function renderClientRequests(url: string) {
  const api = createFakeApi()
  const backend = serveClientRequests(api)
  return { ...renderWithConsole({ url, api }), backend }
}

/** Rows of the requests grid, once they have loaded. */
export async function requestRows(): Promise<HTMLTableRowElement[]> {
  const grid = await screen.findByRole('grid', { name: 'Запросы клиентов' })
  await waitFor(() => expect(grid.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0))
  return Array.from(grid.querySelectorAll<HTMLTableRowElement>('tbody tr[data-index]'))
}

/** Types into the «Кабинет» select of `container` and picks the account named `name`. */
export async function pickAccount(user: UserEvent, container: HTMLElement, typed: string, name: string): Promise<void> {
  const select = within(container).getByRole('combobox', { name: 'Кабинет' })
  // Typed over what the field shows (the chosen account's name), as a user selecting it all would.
  await user.click(select)
  // Ark puts the caret at the end one frame after the list opens; a person never selects all sooner.
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  await user.keyboard('{Control>}a{/Control}')
  await user.keyboard(typed)
  const listbox = await screen.findByRole('listbox')
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1))
  await user.click(within(listbox).getByRole('option', { name: new RegExp(`^${name}`) }))
}

/** Toasts live in a module-wide store: clear them so one test's toast never shows in the next. */
export function clearToasts() {
  act(() => toaster.remove())
}
