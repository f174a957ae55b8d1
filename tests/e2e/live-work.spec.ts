import type { Browser, Page } from '@playwright/test'
import {
  expect,
  expectNoSeriousA11yViolationsInLightAndDark,
  finance,
  freshClientRequest,
  notices,
  pushed,
  signIn,
  support,
  test,
  type Credentials,
} from './fixtures'

/** Issue 36: who else is on a request, who works on it, and the next one, across people. */

const admin: Credentials = { email: 'admin@example.com', password: 'admin12345' }

/** A page of its own browser (another person), signed in as `who` at `at`. */
async function personAt(browser: Browser, who: Credentials, at: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signIn(page, { as: who, at })
  return page
}

const drawerOf = (uuid: string) => `/requests?drawer=client-request&client-request=${uuid}`
const rowOf = (page: Page, title: string) => page.locator('main tbody tr', { hasText: title })

test('presence: rows and drawers say who views and who edits within seconds, and forget who left', async ({ browser, request }) => {
  const target = await freshClientRequest(request, 'Кто смотрит')
  const watcher = await personAt(browser, support, '/requests')
  const editor = await personAt(browser, admin, drawerOf(target.client_request_uuid))
  const viewer = await personAt(browser, finance, drawerOf(target.client_request_uuid))
  try {
    const row = rowOf(watcher, target.title)
    await expect(row).toContainText('Смотрит: admin@example.com', pushed)
    await expect(row).toContainText('Смотрит: finance@example.com', pushed)

    const editorDrawer = editor.getByRole('dialog', { name: /^Запрос «/ })
    await editorDrawer.getByRole('textbox', { name: /Заголовок/ }).fill(`${target.title} (правка)`)
    await expect(row).toContainText('Редактирует: admin@example.com', pushed)
    const viewerDrawer = viewer.getByRole('dialog', { name: /^Запрос «/ })
    await expect(viewerDrawer).toContainText('Запрос сейчас редактирует admin@example.com', pushed)
    await expectNoSeriousA11yViolationsInLightAndDark(viewer)

    await viewer.keyboard.press('Escape')
    await expect(viewerDrawer).toBeHidden()
    await expect(row).not.toContainText('finance@example.com', pushed)
    // Leaving the record with unsaved changes: asked, and closed without saving.
    await editor.keyboard.press('Escape')
    await editor
      .getByRole('alertdialog', { name: 'Закрыть без сохранения?' })
      .getByRole('button', { name: /^Закрыть/ })
      .click()
    await expect(editorDrawer).toBeHidden()
    await expect(row).not.toContainText('admin@example.com', pushed)
    await expect(row.locator('[data-presence]')).toHaveCount(0)
  } finally {
    for (const page of [watcher, editor, viewer]) await page.context().close()
  }
})

test('claims: «Взять в работу», another person sees it and takes it over with a reason', async ({ browser, request }) => {
  const target = await freshClientRequest(request, 'Кто в работе')
  const first = await personAt(browser, support, '/requests')
  const second = await personAt(browser, admin, '/requests')
  try {
    await rowOf(first, target.title)
      .getByRole('button', { name: `Взять в работу: ${target.title}` })
      .click()
    await expect(rowOf(first, target.title)).toContainText('В работе: support@example.com')
    const theirRow = rowOf(second, target.title)
    await expect(theirRow).toContainText('В работе: support@example.com', pushed)

    await theirRow.getByRole('button', { name: `Перехватить: ${target.title}` }).click()
    const dialog = second.getByRole('dialog', { name: 'Перехватить запрос?' })
    await expect(dialog).toContainText('в работе у support@example.com')
    await dialog.getByRole('button', { name: 'Перехватить' }).click()
    await expect(dialog.getByText('Укажите причину')).toBeVisible()
    await expectNoSeriousA11yViolationsInLightAndDark(second)
    await dialog.getByRole('textbox', { name: /Причина/ }).fill('Клиент позвонил мне')
    await dialog.getByRole('button', { name: 'Перехватить' }).click()
    await expect(dialog).toBeHidden()
    await expect(theirRow).toContainText('В работе: admin@example.com')
    await expect(rowOf(first, target.title)).toContainText('В работе: admin@example.com', pushed)
    await expectNoSeriousA11yViolationsInLightAndDark(first)

    await second.getByRole('button', { name: 'Мои заявки' }).click()
    await expect(second.locator('main tbody tr')).toHaveCount(1)
    await expect(second.locator('main tbody tr').first()).toContainText(target.title)
  } finally {
    await first.context().close()
    await second.context().close()
  }
})

test('«Следующая заявка» by the button, the key and the palette: each person gets another request, opened', async ({ browser }) => {
  const first = await personAt(browser, support, '/requests')
  const second = await personAt(browser, admin, '/requests')
  try {
    await first.getByRole('button', { name: 'Следующая заявка' }).click()
    const firstDrawer = first.getByRole('dialog', { name: /^Запрос «/ })
    await expect(firstDrawer).toContainText('В работе: support@example.com')
    const firstTitle = await firstDrawer.getByRole('textbox', { name: /Заголовок/ }).inputValue()

    await second.locator('main h1').click()
    await second.keyboard.press('n')
    const secondDrawer = second.getByRole('dialog', { name: /^Запрос «/ })
    await expect(secondDrawer).toContainText('В работе: admin@example.com')
    expect(await secondDrawer.getByRole('textbox', { name: /Заголовок/ }).inputValue()).not.toBe(firstTitle)
    await second.keyboard.press('Escape')
    await expect(secondDrawer).toBeHidden()

    await second.keyboard.press('Control+k')
    await second.getByRole('combobox', { name: 'Команды' }).fill('Следующая заявка')
    await second.getByRole('option', { name: /^Следующая заявка/ }).click()
    await expect(second.getByRole('dialog', { name: /^Запрос «/ })).toContainText('В работе: admin@example.com')
    await expect(notices(second)).not.toContainText('Не удалось')
  } finally {
    await first.context().close()
    await second.context().close()
  }
})
