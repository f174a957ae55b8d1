import type { Page } from '@playwright/test'
import type { Benchmark } from '../../contract/schemas/benchmarks'
import { apiCall, apiGet, expect, expectNoSeriousA11yViolationsInLightAndDark, signIn, test } from './fixtures'

const benchmarksPath = '/v1/admin/benchmarks/'
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

/** A benchmark made at version 1 as `name`, and edited to version 2 as `${name} (2)`. */
async function editedBenchmark(request: Parameters<typeof apiCall>[0], name: string): Promise<string> {
  const body = { name, category: 'banner', metric: 'attention', min_value: 10, max_value: 50, description: '' }
  const uuid = String((await apiCall(request, 'POST', `${benchmarksPath}create/`, body))?.benchmark_uuid)
  await apiCall(request, 'PATCH', `${benchmarksPath}${uuid}/edit/`, { name: `${name} (2)` })
  return uuid
}

/** Signs in straight into the benchmark's drawer. */
async function openBenchmark(page: Page, uuid: string) {
  await signIn(page, { at: `/benchmarks?drawer=benchmark&benchmark=${uuid}` })
  const drawer = page.getByRole('dialog', { name: /^Норма «/ })
  await expect(drawer.getByRole('textbox', { name: /^Минимум/ })).toHaveValue('10')
  return drawer
}

test('an admin returns a benchmark to version 1 while another edits it: nothing is overwritten, the conflict view shows both', async ({
  page,
  request,
}) => {
  const name = unique('Возврат')
  const uuid = await editedBenchmark(request, name)
  const drawer = await openBenchmark(page, uuid)
  const history = drawer.getByRole('region', { name: 'История' })
  await expect(history.getByText('Текущая версия (2)')).toBeVisible()
  await history.getByRole('button', { name: 'Вернуть к этой версии (1)' }).click()

  const asked = page.getByRole('alertdialog', { name: 'Вернуть к версии 1?' })
  const row = asked.getByRole('row', { name: /Название/ })
  await expect(row).toContainText(`${name} (2)`)
  await expect(row).toContainText(name)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // Another person saves meanwhile: the return goes over version 2 and is refused.
  await apiCall(request, 'PATCH', `${benchmarksPath}${uuid}/edit/`, { name: `${name} (их)` })
  await asked.getByRole('button', { name: 'Вернуть' }).click()
  const conflict = drawer.getByRole('region', { name: 'Запись изменилась, пока вы её редактировали' })
  await expect(conflict).toBeVisible()
  const changed = conflict.getByRole('row', { name: /Название/ })
  await expect(changed).toContainText(`${name} (2)`)
  await expect(changed.getByRole('radio', { name: `Название: оставить значение сейчас «${name} (их)»` })).toBeVisible()
  await expect(changed.getByRole('radio', { name: `Название: оставить ваше значение «${name}»` })).toBeVisible()
  const stored = (await apiGet<{ results: Benchmark[] }>(request, benchmarksPath, { search: name })).results.find(
    (one) => one.benchmark_uuid === uuid,
  )
  expect(stored?.name).toBe(`${name} (их)`)
  expect(stored?.version).toBe(3)
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // Choosing the returned value and saving writes a new version.
  await changed.getByRole('radio', { name: `Название: оставить ваше значение «${name}»` }).check()
  await drawer.getByRole('button', { name: 'Сохранить' }).click()
  await expect(drawer).toHaveCount(0)
  const saved = (await apiGet<{ results: Benchmark[] }>(request, benchmarksPath, { search: name })).results.find(
    (one) => one.benchmark_uuid === uuid,
  )
  expect(saved).toMatchObject({ name, version: 4 })
})

test('a return with nobody in between writes version 3 and the history says «Возврат к версии 1»', async ({ page, request }) => {
  const name = unique('Возврат')
  const uuid = await editedBenchmark(request, name)
  const drawer = await openBenchmark(page, uuid)
  await drawer.getByRole('region', { name: 'История' }).getByRole('button', { name: 'Вернуть к этой версии (1)' }).click()
  await page.getByRole('alertdialog', { name: 'Вернуть к версии 1?' }).getByRole('button', { name: 'Вернуть' }).click()
  await expect(drawer.getByRole('textbox', { name: /^Название/ })).toHaveValue(name)
  const history = drawer.getByRole('region', { name: 'История' })
  await expect(history.getByText('Возврат к версии 1')).toBeVisible()
  await expect(history.getByText('Текущая версия (3)')).toBeVisible()
})

test('a backend without the extension: «Вернуть к этой версии» says why and nothing is sent', async ({
  page,
  request,
  testControls,
  requestLog,
}) => {
  const uuid = await editedBenchmark(request, unique('Возврат'))
  await testControls.addFault({ method: 'GET', path: '/v1/admin/capabilities/', status: 404 })
  const drawer = await openBenchmark(page, uuid)
  const revert = drawer.getByRole('region', { name: 'История' }).getByRole('button', { name: 'Вернуть к этой версии (1)' })
  await expect(revert).toHaveAccessibleDescription('Сервер не поддерживает возврат к версии')
  // aria-disabled: Playwright would wait for it to be enabled; a person can still press it.
  await revert.click({ force: true })
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  expect(requestLog.requests.filter((sent) => new URL(sent.url()).pathname.includes('/versions/'))).toEqual([])
  await expectNoSeriousA11yViolationsInLightAndDark(page)
})

test('a return the server refuses (403) says «Недостаточно прав» with its detail, and the record stays', async ({ page, request }) => {
  const name = unique('Возврат')
  const uuid = await editedBenchmark(request, name)
  // A backend whose roles differ from the console's idea of them: the return is refused there.
  const detail = 'Роль не может возвращать записи к версиям.'
  await page.route(`**${benchmarksPath}${uuid}/versions/1/revert/`, (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ detail, code: 'permission_denied' }) }),
  )
  const drawer = await openBenchmark(page, uuid)
  await drawer.getByRole('region', { name: 'История' }).getByRole('button', { name: 'Вернуть к этой версии (1)' }).click()
  const asked = page.getByRole('alertdialog', { name: 'Вернуть к версии 1?' })
  await asked.getByRole('button', { name: 'Вернуть' }).click()
  await expect(asked).toContainText(`Недостаточно прав: ${detail}`)
  await page.keyboard.press('Escape')
  await expect(asked).toBeHidden()
  await expect(drawer.getByRole('region', { name: 'История' }).getByText('Текущая версия (2)')).toBeVisible()
  const stored = (await apiGet<{ results: Benchmark[] }>(request, benchmarksPath, { search: name })).results.find(
    (one) => one.benchmark_uuid === uuid,
  )
  expect(stored).toMatchObject({ name: `${name} (2)`, version: 2 })
})
