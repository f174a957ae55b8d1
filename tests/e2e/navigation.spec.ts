import { customerScreen, documentTitle, expect, firstCustomer, listScreens, signIn, test } from './fixtures'

test('every screen of the shell shows its heading and document title', async ({ page }) => {
  await signIn(page)
  const sections = page.getByRole('navigation', { name: 'Разделы' })

  for (const screen of listScreens) {
    await sections.getByRole('link', { name: screen.title, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`${screen.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
    await expect(page).toHaveTitle(documentTitle(screen.title))
  }
})

test('the customer page shows its heading and document title', async ({ page, request }) => {
  const screen = customerScreen(await firstCustomer(request))
  await signIn(page, { at: screen.path })

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading)
  await expect(page).toHaveTitle(documentTitle(screen.title))
})
