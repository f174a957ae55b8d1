import type { ClientAccount } from '../../contract/schemas/client-accounts'
import { apiGet, expect, signIn, test } from './fixtures'

const accountsPath = '/v1/admin/client-requests-accounts/'

test('creates an account and edits it, checked through the API', async ({ page, request }) => {
  const name = `Кабинет e2e ${Date.now()}`
  const findByName = async () => (await apiGet<{ results: ClientAccount[] }>(request, accountsPath, { search: name })).results
  await signIn(page, { at: '/request-accounts' })
  await expect(page.getByRole('heading', { level: 1, name: 'Кабинеты клиентов' })).toBeVisible()

  await page.getByRole('button', { name: 'Создать' }).click()
  const creating = page.getByRole('dialog', { name: 'Новый кабинет' })
  await creating.getByLabel(/^Название/).fill(name)
  await creating.getByLabel(/^Компания/).fill('ООО «Проверка»')
  await creating.getByLabel(/^Электронная почта/).fill('check@example.ru')
  await creating.getByLabel(/^Телефон/).fill('+7 916 000-00-00')
  await creating.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Кабинет создан')).toBeVisible()
  await expect
    .poll(findByName)
    .toMatchObject([
      { name, company: 'ООО «Проверка»', contact_email: 'check@example.ru', contact_phone: '+7 916 000-00-00', is_active: true },
    ])

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(name)
  // Once the search has reached the URL: the list shows this account alone.
  await expect(page).toHaveURL(/search=/)
  await expect(page.getByRole('grid', { name: 'Кабинеты клиентов' }).locator('tbody tr[data-index]')).toHaveCount(1)
  await page.getByRole('row', { name: new RegExp(name) }).click()
  const editing = page.getByRole('dialog', { name: `Кабинет «${name}»` })
  await editing.getByRole('switch', { name: 'Активен' }).press('Space')
  await editing.getByRole('button', { name: 'Сохранить' }).click()
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Кабинет сохранён')).toBeVisible()
  await expect.poll(findByName).toMatchObject([{ name, is_active: false }])
})
