import type { Page, Response } from '@playwright/test'
import { expect, sessionEmail, signInThroughForm, test } from './fixtures'

// React Query's cache code: the hash of a query's key, a property name that minification keeps.
const reactQueryCode = 'queryHash'

interface Script {
  url: string
  text: string
}

/** The JavaScript files the page downloads from now on, each read as it arrives (a later navigation drops the bodies). */
function scriptsOf(page: Page): () => Promise<Script[]> {
  const scripts: Promise<Script>[] = []
  const read = async (response: Response): Promise<Script> => ({ url: response.url(), text: await response.text() })
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(read(response))
  })
  return () => Promise.all(scripts)
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
