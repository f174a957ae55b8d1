import type { Page } from '@playwright/test'
import type { Benchmark } from '../../contract/schemas/benchmarks'
import { apiGet, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, tabTo, test } from './fixtures'

const benchmarksPath = '/v1/admin/benchmarks/'

/** Picks an option of the focused select by keyboard: opens it, moves the highlight to `option`, presses Enter. */
async function chooseByKeyboard(page: Page, option: string): Promise<void> {
  await page.keyboard.press('Enter')
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('ArrowDown')
    if ((await listbox.locator('[role=option][data-highlighted]').textContent()) === option) break
  }
  await expect(listbox.locator('[role=option][data-highlighted]')).toHaveText(option)
  await page.keyboard.press('Enter')
  await expect(listbox).toBeHidden()
}

test('creates, edits and deletes a benchmark by keyboard alone, checked through the API', async ({ page, request }) => {
  const name = `Норма e2e ${Date.now()}`
  const findByName = async () => (await apiGet<{ results: Benchmark[] }>(request, benchmarksPath, { search: name })).results
  await signIn(page, { at: '/benchmarks' })
  await expect(page.getByRole('heading', { level: 1, name: 'Нормы' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  // Create: `c` opens the drawer with the first field focused.
  await page.keyboard.press('c')
  const creating = page.getByRole('dialog', { name: 'Новая норма' })
  await expect(creating).toBeVisible()
  await expect(page).toHaveURL(/\?drawer=benchmark$/)
  await expect(creating.getByLabel(/^Название/)).toBeFocused()
  await page.keyboard.type(name)
  await page.keyboard.press('Tab')
  await chooseByKeyboard(page, 'Соцсети')
  await page.keyboard.press('Tab')
  await chooseByKeyboard(page, 'Ясность')
  await page.keyboard.press('Tab')
  await page.keyboard.type('12,5')
  await page.keyboard.press('Tab')
  await page.keyboard.type('60')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Норма создана')).toBeVisible()
  await expect(creating).toBeHidden()
  await expect.poll(findByName).toMatchObject([{ name, category: 'social', metric: 'clarity', min_value: 12.5, max_value: 60 }])

  // Edit: search for it, Tab to its row, Enter.
  await tabTo(page, page.getByRole('searchbox', { name: 'Поиск' }))
  await page.keyboard.type(name)
  const rows = page.getByRole('grid', { name: 'Нормы' }).locator('tbody tr[data-index]')
  await expect(rows).toHaveCount(1)
  await tabTo(page, rows.first())
  await page.keyboard.press('Enter')
  const editing = page.getByRole('dialog', { name: `Норма «${name}»` })
  await expect(editing).toBeVisible()
  await expect(page).toHaveURL(/drawer=benchmark&benchmark=[0-9a-f-]{36}/)
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await tabTo(page, editing.getByLabel(/^Максимум/))
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('80')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Норма сохранена')).toBeVisible()
  await expect(editing).toBeHidden()
  await expect.poll(findByName).toMatchObject([{ name, max_value: 80 }])

  // Delete: Tab to the row's «Удалить», confirm with the dialog's «Удалить».
  await tabTo(page, page.getByRole('button', { name: `Удалить: ${name}` }))
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('alertdialog', { name: 'Удалить норму?' })
  await expect(confirm).toContainText(`Норма «${name}» будет удалена безвозвратно.`)
  await expect(confirm.getByRole('button', { name: 'Отмена' })).toBeFocused()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  await page.keyboard.press('Tab')
  await expect(confirm.getByRole('button', { name: 'Удалить' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: /Уведомления/ }).getByText('Норма удалена')).toBeVisible()
  // Sent once «Отменить» is no longer offered (5 s).
  await expect.poll(findByName).toEqual([])
})

test('a shared link opens the drawer; Back closes it; a record that is gone says so', async ({ page, request }) => {
  const [first] = (await apiGet<{ results: Benchmark[] }>(request, benchmarksPath, { page_size: 1, ordering: 'name' })).results
  if (!first) throw new Error('The seeded database has no benchmarks')
  await signIn(page, { at: '/benchmarks' })
  await page.goto(`/benchmarks?drawer=benchmark&benchmark=${first.benchmark_uuid}`)
  await expect(page.getByRole('dialog', { name: `Норма «${first.name}»` })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.goto('/benchmarks?drawer=benchmark&benchmark=00000000-0000-4000-8000-000000000000')
  await expect(page.getByRole('dialog', { name: 'Норма' }).getByText('Запись не найдена')).toBeVisible()
})

test('the benchmark drawer showing validation errors has no serious accessibility violations', async ({ page }) => {
  await signIn(page, { at: '/benchmarks?drawer=benchmark' })
  const drawer = page.getByRole('dialog', { name: 'Новая норма' })
  await drawer.getByRole('button', { name: 'Сохранить' }).click()
  await expect(drawer.getByText('Обязательное поле').first()).toBeVisible()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})
