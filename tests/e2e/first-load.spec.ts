import type { Page, Response } from '@playwright/test'
import { expect, sessionEmail, signInThroughForm, test } from './fixtures'

// React Query's cache code: the hash of a query's key, a property name that minification keeps.
const reactQueryCode = 'queryHash'

/** The JavaScript files the page downloads from now on, read when asked. */
function scriptsOf(page: Page): () => Promise<{ url: string; text: string }[]> {
  const responses: Response[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) responses.push(response)
  })
  return () => Promise.all(responses.map(async (response) => ({ url: response.url(), text: await response.text() })))
}

test('a signed-out visitor downloads no React Query; signing in brings it, and the users list reads through it', async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const signedOut = await scripts()
  expect(signedOut.length).toBeGreaterThan(0)
  expect(signedOut.filter((script) => script.text.includes(reactQueryCode)).map((script) => script.url)).toEqual([])

  await signInThroughForm(page)
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await expect(sessionEmail(page)).toBeVisible()
  expect((await scripts()).some((script) => script.text.includes(reactQueryCode))).toBe(true)
})
