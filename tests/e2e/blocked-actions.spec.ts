import type { ClientAccount } from '../../contract/schemas/client-accounts'
import type { ClientRequest } from '../../contract/schemas/client-requests'
import { apiGet, customerScreen, expect, expectNoSeriousA11yViolationsInLightAndDark, firstCustomer, signIn, test } from './fixtures'

const accountsPath = '/v1/admin/client-requests-accounts/'
const requestsPath = '/v1/admin/client-requests/'

function requestsWord(count: number): string {
  const category = new Intl.PluralRules('ru').select(count)
  return category === 'one' ? 'запрос' : category === 'few' ? 'запроса' : 'запросов'
}

test('an account with requests says it cannot be deleted, in its drawer and on its row, before any click', async ({ page, request }) => {
  const accounts = await apiGet<{ results: ClientAccount[] }>(request, accountsPath, { ordering: '-requests_count', page_size: 1 })
  const busy = accounts.results[0]
  if (!busy || busy.requests_count === 0) throw new Error('The seeded database has no account with requests')
  const reason = `Нельзя удалить: у кабинета ${busy.requests_count} ${requestsWord(busy.requests_count)}`
  await signIn(page, { at: `/request-accounts?drawer=client-account&client-account=${busy.client_request_account_uuid}` })
  const drawer = page.getByRole('dialog', { name: `Кабинет «${busy.name}»` })
  await expect(drawer.getByRole('button', { name: 'Удалить' })).toBeDisabled()
  await expect(drawer).toContainText(reason)
  // Required fields are marked: a visible «*» and the input itself required; optional ones unmarked.
  await expect(drawer.getByText('Название', { exact: false }).first()).toHaveText('Название*')
  await expect(drawer.getByRole('textbox', { name: 'Название' })).toHaveAttribute('required', '')
  await expect(drawer.getByRole('textbox', { name: 'Компания' })).not.toHaveAttribute('required', '')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(busy.name)
  const rowDelete = page.getByRole('button', { name: `Удалить: ${busy.name}` })
  await expect(rowDelete).toBeDisabled()
  await expect(rowDelete).toHaveAttribute('title', reason)
})

test('«Скачать изображения» of a request without images is disabled and says why on hover and on focus', async ({ page, request }) => {
  const requests = await apiGet<{ results: ClientRequest[] }>(request, requestsPath, { page_size: 100 })
  const bare = requests.results.find((row) => row.images_count === 0)
  if (!bare) throw new Error('The seeded database has no request without images')
  await signIn(page, { at: `/requests?drawer=client-request&client-request=${bare.client_request_uuid}` })
  const drawer = page.getByRole('dialog', { name: `Запрос «${bare.title}»` })
  const download = drawer.getByRole('button', { name: 'Скачать изображения' })
  await expect(download).toHaveAttribute('aria-disabled', 'true')
  await expect(download).toHaveAccessibleDescription('Нет изображений')

  await download.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Нет изображений')
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toBeHidden()

  await download.focus()
  await expect(download).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveText('Нет изображений')
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await download.click({ force: true })
  await expect(drawer.getByRole('progressbar')).toHaveCount(0)
  await expect(drawer.getByRole('alert')).toHaveCount(0)
})

test("a customer's page is headed by the customer's name", async ({ page, request }) => {
  const screen = customerScreen(await firstCustomer(request))
  await signIn(page, { at: screen.path })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading)
})
