import { expect, expectNoSeriousA11yViolationsInLightAndDark, firstCustomer, signIn, support, test } from './fixtures'

// Issue 38, items 8 and 14: the journal as a role meets it, and «Кто» found by part of an e-mail.

const auditLogPath = '/v1/admin/audit-log/'

test('support’s customer page asks nothing of the journal and says the history is not for its role', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  const journalAnswers: number[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === auditLogPath) journalAnswers.push(response.status())
  })
  await signIn(page, { as: support, at: `/users/${customer.customer_uuid}` })
  const history = page.getByRole('region', { name: 'История' })
  await expect(history).toContainText('Недостаточно прав: роль «Поддержка» не читает журнал.')
  // The feed («Лента») and the rest of the page are there, and no error was drawn for the journal.
  await expect(page.getByRole('grid', { name: 'Лента' })).toBeVisible()
  await expect(page.getByText('Только действия из этого браузера')).toHaveCount(0)
  await expect(page.getByText('Не удалось загрузить журнал')).toHaveCount(0)
  expect(journalAnswers).toEqual([])
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('«Кто» in the journal finds a person by part of the e-mail', async ({ page }) => {
  // Support signs in once, so the journal holds an entry of theirs.
  const signedIn = await page.request.post('/v1/admin/auth/signin/', { data: support })
  expect(signedIn.status()).toBe(200)
  await signIn(page, { at: '/journal' })
  const journal = page.getByRole('grid', { name: 'Журнал' })
  await expect(journal.locator('tbody tr').first()).toBeVisible()

  await page.getByRole('searchbox', { name: 'Кто' }).fill('support@exa')
  await expect(page).toHaveURL(/actor_email=support%40exa/)
  const rows = journal.locator('tbody tr')
  await expect(rows.first()).toContainText(support.email)
  for (const text of await rows.allTextContents()) expect(text).toContain(support.email)
})
