import { expect, firstCustomer, signIn, test, type Credentials } from './fixtures'

const finance: Credentials = { email: 'finance@example.com', password: 'finance12345' }
const support: Credentials = { email: 'support@example.com', password: 'support12345' }

test('explore', async ({ page, request }) => {
  const customer = await firstCustomer(request)
  const signed = await request.post('/v1/admin/auth/signin/', { data: support })
  const { access } = (await signed.json()) as { access: string }
  for (const amount of ['70000.00', '80000.00']) {
    await request.fetch(`/v1/admin/users/customers/${customer.customer_uuid}/fill_up_balance/`, {
      method: 'PATCH',
      data: { amount, comment: 'Оплата по счёту №1234 от 20.11.2026' },
      headers: { Authorization: `Bearer ${access}`, 'Idempotency-Key': crypto.randomUUID() },
    })
  }
  await signIn(page, { as: finance, at: '/approvals' })
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.screenshot({ path: `/tmp/tour-a/approvals-${width}.png` })
  }
  await page.getByRole('button', { name: /^Отклонить/ }).first().click()
  await page.getByLabel('Причина').fill('Нет оплаты по счёту')
  await page.keyboard.press('Enter')
  await page.waitForTimeout(1500)
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.screenshot({ path: `/tmp/tour-a/approvals-after.png` })
  console.log('focused', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200)))
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/dashboard')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.screenshot({ path: `/tmp/tour-a/dashboard-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/users/${customer.customer_uuid}`)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await page.screenshot({ path: `/tmp/tour-a/user-1440.png`, fullPage: true })
})
