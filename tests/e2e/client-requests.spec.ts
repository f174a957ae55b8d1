import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { apiGet, demoCredentials, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

const requestsPath = '/v1/admin/client-requests/'
const accountsPath = '/v1/admin/client-requests-accounts/'

interface RequestJson {
  client_request_uuid: string
  client_request_account_uuid: string
  account_name: string
  title: string
  description: string
  status: string
  images_count: number
}

interface AccountJson {
  client_request_account_uuid: string
  name: string
  requests_count: number
}

interface Page_<T> {
  count: number
  results: T[]
}

/** Rows of the requests grid, without its header row. */
const requestRows = (page: Page) => page.getByRole('grid', { name: 'Запросы клиентов' }).locator('tbody tr[data-index]')

/** The server's own answer to a GET of a file: its headers and exact bytes. */
async function serverFile(request: APIRequestContext, path: string) {
  const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
  const { access } = (await signInResponse.json()) as { access: string }
  const response = await request.get(path, { headers: { Authorization: `Bearer ${access}` } })
  return { status: response.status(), headers: response.headers(), bytes: await response.body() }
}

/** A name no seeded record has, so that a search finds only what this test made. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

test('creates an account and a request in it through the UI; the account name leads to its requests', async ({ page, request }) => {
  const accountName = unique('Кабинет e2e')
  const title = unique('Запрос e2e')
  await signIn(page, { at: '/request-accounts' })
  await page.getByRole('button', { name: 'Создать' }).click()
  const accountDrawer = page.getByRole('dialog', { name: 'Новый кабинет' })
  await accountDrawer.getByLabel(/^Название/).fill(accountName)
  await accountDrawer.getByLabel(/^Электронная почта/).fill('e2e@example.ru')
  await accountDrawer.getByRole('button', { name: 'Сохранить' }).click()
  await expect(accountDrawer).toBeHidden()
  const accounts = await apiGet<Page_<AccountJson>>(request, accountsPath, { search: accountName })
  const account = accounts.results.find((candidate) => candidate.name === accountName)
  expect(account?.requests_count).toBe(0)

  await page.goto('/requests')
  await page.getByRole('button', { name: 'Создать' }).click()
  const drawer = page.getByRole('dialog', { name: 'Новый запрос' })
  await expect(page).toHaveURL(/[?&]drawer=client-request$/)
  await drawer.getByRole('combobox', { name: /^Кабинет/ }).fill(accountName)
  await page.getByRole('option', { name: accountName }).click()
  await drawer.getByLabel(/^Заголовок/).fill(title)
  await drawer.getByLabel(/^Описание/).fill('Проверка end-to-end')
  await drawer.getByRole('combobox', { name: /^Статус/ }).click()
  await page.getByRole('option', { name: 'В работе' }).click()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await drawer.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Запрос создан' })).toBeVisible()
  await expect(drawer).toBeHidden()

  const created = await apiGet<Page_<RequestJson>>(request, requestsPath, { search: title })
  expect(created.results).toHaveLength(1)
  expect(created.results[0]).toMatchObject({
    client_request_account_uuid: account?.client_request_account_uuid,
    account_name: accountName,
    title,
    description: 'Проверка end-to-end',
    status: 'in_progress',
  })
  const counted = await apiGet<Page_<AccountJson>>(request, accountsPath, { search: accountName })
  expect(counted.results[0]?.requests_count).toBe(1)

  // The account's name in the row leads to the list of its requests alone.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(title)
  await expect(requestRows(page)).toHaveCount(1)
  await requestRows(page)
    .getByRole('link', { name: `Запросы кабинета ${accountName}` })
    .click()
  await expect(page).toHaveURL(new RegExp(`client_request_account_uuid=${account?.client_request_account_uuid ?? ''}`))
  await expect(requestRows(page)).toHaveCount(1)
  await expect(requestRows(page).first()).toContainText(title)

  // A request made here has no images: its download says so before the click (blocked-actions.spec.ts).
  await requestRows(page).first().locator('td').nth(1).click()
  const editDrawer = page.getByRole('dialog', { name: `Запрос «${title}»` })
  await expect(editDrawer.getByRole('button', { name: 'Скачать изображения' })).toHaveAttribute('aria-disabled', 'true')
})

test("downloads a request's image archive: the saved file is the server's, byte for byte", async ({ page, request }) => {
  const seeded = await apiGet<Page_<RequestJson>>(request, requestsPath, { page_size: 100 })
  const withImages = seeded.results.find((row) => row.images_count > 0)
  if (!withImages) throw new Error('The seeded database has no request with images')
  const archivePath = `${requestsPath}${withImages.client_request_uuid}/download-images/`
  const expected = await serverFile(request, archivePath)
  expect(expected.status).toBe(200)
  const expectedName = /filename="([^"]+)"/.exec(expected.headers['content-disposition'] ?? '')?.[1]

  await signIn(page)
  await page.goto(`/requests?search=${encodeURIComponent(withImages.title)}`)
  const row = requestRows(page).filter({ hasText: withImages.title }).first()
  const fromRow = page.waitForEvent('download')
  await row.getByRole('button', { name: `Скачать изображения: ${withImages.title}` }).click()
  const download = await fromRow
  expect(download.suggestedFilename()).toBe(expectedName)
  expect((await readFile(await download.path())).equals(expected.bytes)).toBe(true)
  await expect(page.getByRole('status').filter({ hasText: 'Изображения сохранены' })).toBeVisible()

  // The same from the request's drawer.
  await row.locator('td').nth(1).click()
  const drawer = page.getByRole('dialog', { name: `Запрос «${withImages.title}»` })
  await expect(page).toHaveURL(new RegExp(`drawer=client-request&client-request=${withImages.client_request_uuid}`))
  const fromDrawer = page.waitForEvent('download')
  await drawer.getByRole('button', { name: 'Скачать изображения' }).click()
  expect((await readFile(await (await fromDrawer).path())).equals(expected.bytes)).toBe(true)
})

test('the requests list, its drawer and the delete confirmation have no serious accessibility violations', async ({ page }) => {
  await signIn(page, { at: '/requests?status=new&status=in_progress' })
  await expect(page.getByRole('heading', { level: 1, name: 'Запросы клиентов' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await requestRows(page).first().locator('td').nth(1).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByLabel(/^Заголовок/)).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await drawer.getByRole('button', { name: 'Удалить' }).click()
  const confirmation = page.getByRole('alertdialog')
  await expect(confirmation.getByRole('button', { name: 'Отмена' })).toBeFocused()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await confirmation.getByRole('button', { name: 'Отмена' }).click()
  await expect(confirmation).toBeHidden()
})
