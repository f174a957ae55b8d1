import { act, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { undoWindowMsAtom } from '../../src/state/lists/deferred-deletion'
import { toaster } from '../../src/ui/toaster-store'
import type { FakeApi } from '../support/fake-api'
import { renderWithConsole } from '../support/render'

// Helpers shared by the tests of the resource screens («Нормы», «Кабинеты клиентов», «Запросы клиентов»).

/** The console (the app's own routes, drawer host and toaster) at `url` over `api`. */
export function renderScreen(url: string, api: FakeApi) {
  return renderWithConsole({ url, api })
}

export type Rendered = ReturnType<typeof renderScreen>

/** Longer than any test may run (vite.config.ts testTimeout). */
const longerThanAnyTest = 20 * 60_000

/**
 * Offers «Отменить» after a delete for longer than the test runs (the console offers it for 5 s), so
 * what a test checks within the window never races the window's end on a slow machine.
 */
export function keepUndoOffered(view: Rendered) {
  view.context.store.set(undoWindowMsAtom, longerThanAnyTest)
}

/** Toasts live in a module-wide store: clear them so one test's toast never shows in the next. */
export function clearToasts() {
  act(() => toaster.remove())
}

export function grid(name: string) {
  return screen.getByRole('grid', { name })
}

export async function waitForRows(name: string) {
  await waitFor(() => expect(within(grid(name)).queryAllByRole('row').length).toBeGreaterThan(1))
  await waitFor(() => expect(grid(name).closest('[aria-busy=true]')).toBeNull())
}

/** The open drawer or dialog with this title. */
export async function findDialog(name: string | RegExp) {
  return screen.findByRole('dialog', { name })
}

export async function chooseOption(view: Rendered, dialog: HTMLElement, label: string, option: string) {
  await view.user.click(within(dialog).getByRole('combobox', { name: label }))
  await view.user.click(await screen.findByRole('option', { name: option }))
}

/** Replaces the text of a labelled field. */
export async function retype(view: Rendered, field: HTMLElement, text: string) {
  await view.user.clear(field)
  // A paste, not key by key: long texts would take seconds.
  if (text !== '') await view.user.paste(text)
}

/**
 * The notice with this title. A success notice goes after 2 s: wait for it right after what shows
 * it, before any other wait, or a slow machine may spend its whole life on that other wait.
 */
export function toast(title: string) {
  return screen.findByText(title)
}
