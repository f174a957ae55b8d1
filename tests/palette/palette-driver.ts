import { act, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { toaster } from '../../src/ui/toaster-store'
import { createFakeApi } from '../support/fake-api'
import { serveCustomers } from '../support/fixtures/customers'
import { serveHeatmapModels, serveOverallStats } from '../support/fixtures/dashboard'
import { renderWithConsole } from '../support/render'

/** The whole console at `url` over a fake API with customers, models and the dashboard's figures. */
export async function renderConsole(url = '/dashboard') {
  const api = createFakeApi()
  const backend = serveCustomers(api)
  const models = serveHeatmapModels(api)
  serveOverallStats(api)
  const view = renderWithConsole({ url, api })
  await screen.findByRole('heading', { level: 1 })
  return { ...view, backend, models, palette: paletteDriver(view.user) }
}

/** Drives the palette by keyboard only, as a person would. */
export function paletteDriver(user: UserEvent) {
  const input = () => screen.getByRole('combobox', { name: 'Команды' })
  // The palette's own: the screen under it is hidden from assistive technology a frame after it opens.
  const options = () => within(screen.getByRole('dialog', { name: 'Команды' })).queryAllByRole('option')
  return {
    input,
    async open() {
      await user.keyboard('{Control>}k{/Control}')
      await waitFor(() => expect(input()).toHaveFocus())
    },
    /** The title chip of the current page (the input's description), '' on the first page. */
    chip: () => {
      const id = input().getAttribute('aria-describedby')
      return id ? (document.getElementById(id)?.textContent ?? '') : ''
    },
    optionNames: () => options().map((option) => option.textContent ?? ''),
    /** Moves the selection with the arrow keys onto the option named `name`, then presses Enter. */
    async choose(name: string | RegExp) {
      await screen.findByRole('option', { name })
      // Searches settle first (their rows would move the selection under the arrow keys).
      await waitFor(() => expect(document.querySelector('[cmdk-loading]')).toBeNull())
      await waitFor(() => expect(screen.queryByRole('option', { name: /Поиск…/ })).toBeNull())
      const target = () => screen.getByRole('option', { name })
      await user.keyboard('{Home}')
      for (let step = 0; step < 60 && target().getAttribute('aria-selected') !== 'true'; step += 1) {
        await user.keyboard('{ArrowDown}')
      }
      expect(target()).toHaveAttribute('aria-selected', 'true')
      await user.keyboard('{Enter}')
    },
    async type(text: string) {
      await user.keyboard(text)
    },
  }
}

/** Toasts live in a module-wide store: clear them so one test's toast never shows in the next. */
export function clearToasts() {
  act(() => toaster.remove())
}
