import type { Page, Route } from '@playwright/test'
import { expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, support, test } from './fixtures'

// One tab, two people: what the first was shown is never drawn for the second, not even while the
// second person's own pages load (their answers are held back here, as on a slow network).

type Watched = Window & { drawnRows: string[] }

/** From now on, keeps the text of every table row the tab draws (skeleton rows have none). */
async function recordDrawnRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const drawn: string[] = []
    ;(window as unknown as Watched).drawnRows = drawn
    const note = (node: Node) => {
      if (!(node instanceof Element)) return
      for (const row of [node, ...node.querySelectorAll('tr')]) {
        const text = row.matches('tbody tr') ? (row.textContent ?? '').trim() : ''
        if (text !== '') drawn.push(text)
      }
    }
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(note))).observe(document.body, {
      subtree: true,
      childList: true,
    })
  })
}

const drawnRows = (page: Page) => page.evaluate(() => [...(window as unknown as Watched).drawnRows])

/** Holds back the answers to one list endpoint; `seen` gets the rows drawn by the moment each answer is let through. */
async function holdAnswers(page: Page, path: string, seen: string[][]): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      seen.push(await drawnRows(page))
      await route.continue()
    },
  )
}

test('a second person on the same tab never sees a row of the first one’s lists; a role without the journal hears «Недостаточно прав»', async ({
  page,
}) => {
  await signIn(page, { at: '/users' })
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: /^Журнал/ })
    .click()
  const journal = page.getByRole('grid', { name: 'Журнал' })
  await expect(journal.locator('tbody tr').first()).toBeVisible()
  const adminJournalRows = (await journal.locator('tbody tr').allTextContents()).map((text) => text.trim())
  expect(adminJournalRows.length).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  const customersSeen: string[][] = []
  const journalSeen: string[][] = []
  await holdAnswers(page, '/v1/admin/users/customers/', customersSeen)
  await holdAnswers(page, '/v1/admin/audit-log/', journalSeen)
  await recordDrawnRows(page)

  await page.getByLabel('Электронная почта').fill(support.email)
  await page.getByLabel('Пароль').fill(support.password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()
  // Until support's own first page of customers came, no row was drawn; then theirs is.
  await expect.poll(() => customersSeen.length).toBeGreaterThan(0)
  expect(customersSeen[0]).toEqual([])
  await expect(page.locator('main tbody tr').filter({ hasText: '@' }).first()).toBeVisible()

  // The journal's address, opened within the tab (support's sidebar does not offer it).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/journal')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeVisible()
  await expect(page.getByText(/^Недостаточно прав/).first()).toBeVisible()
  await expect(page.getByText('Журнал пока пуст.')).toHaveCount(0)
  await expect(page.getByText('Только действия из этого браузера')).toHaveCount(0)

  const drawn = await drawnRows(page)
  for (const row of adminJournalRows) expect(drawn).not.toContain(row)
  expect(journalSeen.length).toBeGreaterThan(0)
  await page.unrouteAll({ behavior: 'wait' })
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})
