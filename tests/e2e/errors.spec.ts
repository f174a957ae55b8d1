import { customersPath, expect, sessionEmail, signIn, test } from './fixtures'

const profilePath = '/v1/admin/profile/'

test('a list that answers 500 is retried three times, then shown with «Повторить», which brings the rows', async ({
  page,
  requestLog,
  testControls,
}) => {
  await signIn(page)
  await testControls.addFault({ method: 'GET', path: customersPath, status: 500, times: 4 })
  requestLog.clear()

  await page.reload()

  const alert = page.getByRole('main').getByRole('alert')
  // Retries wait 1 + 2 + 4 s before the error shows: within expect's bound (playwright.config.ts).
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(/[а-яё]/i)
  expect(requestLog.count('GET', customersPath)).toBe(4)

  await testControls.clearFaults()
  await alert.getByRole('button', { name: 'Повторить' }).click()

  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(requestLog.count('GET', customersPath)).toBe(5)
})

test('a profile that answers 500 is retried three times, then the page offers «Повторить», which opens the console', async ({
  page,
  requestLog,
  testControls,
}) => {
  await signIn(page)
  await testControls.addFault({ method: 'GET', path: profilePath, status: 500, times: 4 })
  requestLog.clear()

  // A fresh page load asks for the profile before showing anything.
  await page.reload()

  const alert = page.getByRole('alert')
  await expect(alert).toBeVisible()
  await expect(alert).toContainText(/[а-яё]/i)
  expect(requestLog.count('GET', profilePath)).toBe(4)

  await testControls.clearFaults()
  await alert.getByRole('button', { name: 'Повторить' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()
  await expect(sessionEmail(page)).toBeVisible()
  expect(requestLog.count('GET', profilePath)).toBe(5)
})
