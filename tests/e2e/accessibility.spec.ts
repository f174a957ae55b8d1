import { customerScreen, expect, expectNoSeriousA11yViolationsInLightAndDark, firstCustomer, listScreens, signIn, test } from './fixtures'

test('the sign-in screen has no serious accessibility violations', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()

  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('the sign-in screen showing validation errors has no serious accessibility violations', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByText('Обязательное поле').first()).toBeVisible()

  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

for (const screen of listScreens) {
  test(`the screen «${screen.title}» has no serious accessibility violations`, async ({ page }) => {
    await signIn(page, { at: screen.path })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
    // Judge the screen once its data has arrived, not its skeleton.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

    await expectNoSeriousA11yViolationsInLightAndDark(page)
  })
}

test('the customer screen has no serious accessibility violations', async ({ page, request }) => {
  const screen = customerScreen(await firstCustomer(request))
  await signIn(page, { at: screen.path })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

const recordDrawers = [
  { path: '/benchmarks?drawer=benchmark', title: 'Новая норма' },
  { path: '/request-accounts?drawer=client-account', title: 'Новый кабинет' },
] as const

for (const drawer of recordDrawers) {
  test(`the drawer «${drawer.title}» has no serious accessibility violations`, async ({ page }) => {
    await signIn(page, { at: drawer.path })
    await expect(page.getByRole('dialog', { name: drawer.title })).toBeVisible()

    await expectNoSeriousA11yViolationsInLightAndDark(page)
  })
}
