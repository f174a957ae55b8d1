import type { Page, Response } from '@playwright/test'
import { expect, sessionEmail, signInThroughForm, test } from './fixtures'

// React Query's cache code: the hash of a query's key, a property name that minification keeps.
const reactQueryCode = 'queryHash'
// The router's code: a message of its hooks that the production build keeps.
const routerCode = 'may be used only in the context of a <Router>'

interface Script {
  url: string
  text: string
}

/**
 * The JavaScript files the page downloads from now on, each read as it arrives (a later navigation
 * drops the bodies). `{ last: true }` stops listening: a chunk fetched when idle after it would be
 * read as the test ends, and fail it.
 */
function scriptsOf(page: Page): (options?: { last?: boolean }) => Promise<Script[]> {
  const scripts: Promise<Script>[] = []
  const read = async (response: Response): Promise<Script> => ({ url: response.url(), text: await response.text() })
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(read(response))
  }
  page.on('response', onResponse)
  return ({ last = false } = {}) => {
    if (last) page.off('response', onResponse)
    return Promise.all(scripts)
  }
}

test('a signed-out visitor downloads neither React Query nor the router; signing in brings both, and the users list reads through them', async ({
  page,
}) => {
  const scripts = scriptsOf(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.waitForLoadState('networkidle')
  const signedOut = await scripts()
  expect(signedOut.length).toBeGreaterThan(0)
  const carrying = (code: string, of: Script[]) => of.filter((script) => script.text.includes(code)).map((script) => script.url)
  expect(carrying(reactQueryCode, signedOut)).toEqual([])
  expect(carrying(routerCode, signedOut)).toEqual([])

  await signInThroughForm(page)
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await expect(sessionEmail(page)).toBeVisible()
  const signedIn = await scripts({ last: true })
  expect(carrying(reactQueryCode, signedIn)).not.toEqual([])
  expect(carrying(routerCode, signedIn)).not.toEqual([])
})

test('a tab opened signed out comes in when another tab signs in, at the address it was opened at', async ({ context, page }) => {
  await page.goto('/benchmarks?search=Баннер')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fbenchmarks%3Fsearch%3D/)
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()

  await signInThroughForm(await context.newPage())
  await expect(page.getByRole('heading', { level: 1, name: 'Нормы' })).toBeVisible()
  await expect(page).toHaveURL(/\/benchmarks\?search=%D0%91/)
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('Баннер')
})
