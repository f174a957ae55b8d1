import { expect, expectNoSeriousA11yViolationsInLightAndDark, firstCustomer, signIn, test } from './fixtures'

test('? then Escape and Ctrl+K at once leaves no sheet behind; the sheet opens on its list, keeps Tab inside and lists Ctrl+Enter', async ({
  page,
}) => {
  await signIn(page, { at: '/dashboard' })
  await expect(page.getByRole('heading', { level: 1, name: 'Дэшбоард' })).toBeVisible()
  const sheet = page.getByRole('dialog', { name: 'Сочетания клавиш' })
  const palette = page.getByRole('combobox', { name: 'Команды' })

  // The three keys in one go, with no wait between them.
  await page.keyboard.press('?')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Control+k')
  await expect(palette).toBeFocused()
  await expect(sheet).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()

  await page.keyboard.press('?')
  await expect(sheet).toBeVisible()

  await expect(sheet.getByRole('list', { name: 'Сочетания' })).toBeFocused()
  await expect(sheet.getByRole('listitem').filter({ hasText: 'Сохранить панель из любого поля' })).toContainText('Enter')
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab')
    await expect(sheet.locator(':focus')).toHaveCount(1)
  }
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})

test('j/k work on a list straight away, from the page as from a row; a g sequence wins over a row key and lands on the heading', async ({
  page,
}) => {
  await signIn(page, { at: '/benchmarks' })
  const rows = page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index]')
  await expect(rows.first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  await page.keyboard.press('j')
  await expect(rows.nth(0)).toBeFocused()
  await page.keyboard.press('j')
  await expect(rows.nth(1)).toBeFocused()
  await page.keyboard.press('k')
  await expect(rows.nth(0)).toBeFocused()

  // With a row focused, `g` `j` opens «Журнал» rather than moving to the next row.
  await page.keyboard.press('g')
  await page.keyboard.press('j')
  await expect(page).toHaveURL(/\/journal$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал' })).toBeFocused()

  // From the journal's heading: `/` reaches its text search, not «Кто».
  await page.keyboard.press('/')
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toBeFocused()
  await page.keyboard.press('Escape')

  // A jump from the page, too.
  await page.locator('main').click({ position: { x: 2, y: 2 } })
  await page.keyboard.press('g')
  await page.keyboard.press('b')
  await expect(page.getByRole('heading', { level: 1, name: 'Нормы' })).toBeFocused()
})

test('focus goes back to what opened a drawer (a top-up, a code, a new record); the palette over a drawer, at any speed, leaves the focus in it', async ({
  page,
  request,
}) => {
  const customer = await firstCustomer(request)
  await signIn(page, { at: `/users/${customer.customer_uuid}` })

  const topUpButton = page.getByRole('button', { name: 'Пополнить баланс' })
  await topUpButton.click()
  const topUp = page.getByRole('dialog', { name: 'Пополнить баланс' })
  await topUp.getByRole('textbox', { name: /Сумма/ }).fill('10')
  await page.keyboard.press('Control+Enter')
  await expect(topUp).toBeHidden()
  await expect(topUpButton).toBeFocused()

  const codeButton = page.getByRole('button', { name: 'Выдать код' })
  await codeButton.click()
  const code = page.getByRole('dialog', { name: 'Выдать код' })
  await code.getByRole('button', { name: 'Выдать код' }).click()
  await code.getByRole('button', { name: 'Готово' }).click()
  await expect(code).toBeHidden()
  await expect(codeButton).toBeFocused()

  await page.goto('/benchmarks')
  const create = page.getByRole('button', { name: 'Создать' })
  await create.click()
  const drawer = page.getByRole('dialog', { name: 'Новая норма' })
  await expect(drawer).toBeVisible()
  const firstField = drawer.getByRole('textbox').first()
  await expect(firstField).toBeFocused()

  // Layers over the drawer, at any speed: the palette opened and shut in one go, then opened and shut
  // again, each time leaves the focus in the drawer's field; Tab then stays inside the drawer.
  const palette = page.getByRole('combobox', { name: 'Команды' })
  await page.keyboard.press('Control+k')
  await page.keyboard.press('Escape')
  await expect(palette).toHaveCount(0)
  await expect(firstField).toBeFocused()
  await page.keyboard.press('Control+k')
  await expect(palette).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
  await expect(drawer).toBeVisible()
  await expect(firstField).toBeFocused()
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab')
    await expect(drawer.locator(':focus')).toHaveCount(1)
  }

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(create).toBeFocused()
})

test('a drawer: «Удалить» is not the stop before «Сохранить»; Операции say what their views do before a click', async ({ page }) => {
  await signIn(page, { at: '/benchmarks' })
  const rows = page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index]')
  await rows.first().click()
  const drawer = page.getByRole('dialog', { name: /^Норма «/ })
  await drawer.getByRole('button', { name: 'Удалить' }).focus()
  await page.keyboard.press('Tab')
  await expect(drawer.getByRole('button', { name: 'Сохранить' })).not.toBeFocused()

  await page.goto('/operations')
  const all = page.getByRole('button', { name: 'Все за период' })
  await all.hover()
  await expect(page.getByRole('tooltip')).toContainText('одним длинным списком')
  await expect(all).toHaveAttribute('aria-pressed', 'false')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})
