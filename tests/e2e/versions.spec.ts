import type { Browser, Page } from '@playwright/test'
import type { Benchmark } from '../../contract/schemas/benchmarks'
import type { HeatmapModel } from '../../contract/schemas/heatmap-models'
import { apiCall, apiGet, expect, expectNoSeriousA11yViolationsInLightAndDark, notices, signIn, test } from './fixtures'

const benchmarksPath = '/v1/admin/benchmarks/'
const accountsPath = '/v1/admin/client-requests-accounts/'
const modelsPath = '/v1/admin/heatmap-models/'

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`

async function createBenchmark(request: Parameters<typeof apiCall>[0], name: string): Promise<string> {
  const body = { name, category: 'banner', metric: 'attention', min_value: 10, max_value: 50, description: '' }
  const created = await apiCall(request, 'POST', `${benchmarksPath}create/`, body)
  return String(created?.benchmark_uuid)
}

async function readBenchmark(request: Parameters<typeof apiCall>[0], name: string): Promise<Benchmark | undefined> {
  return (await apiGet<{ results: Benchmark[] }>(request, benchmarksPath, { search: name })).results[0]
}

/** A second member of staff: their own browser context, signed in on their own. */
async function colleague(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow' })
  const page = await context.newPage()
  await signIn(page)
  return page
}

async function openBenchmark(page: Page, uuid: string, name: string) {
  await page.goto(`/benchmarks?drawer=benchmark&benchmark=${uuid}`)
  await expect(page.getByRole('dialog', { name: `Норма «${name}»` }).getByRole('textbox', { name: /^Минимум/ })).toHaveValue('10')
  // Its title follows the record, which another person may rename.
  return page.getByRole('dialog', { name: /^Норма «/ })
}

test('two people save one benchmark: the second sees what changed, keeps what they typed and chooses where both changed it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const name = unique('Версии')
  const uuid = await createBenchmark(request, name)
  await signIn(page)
  const other = await colleague(browser, baseURL)
  const mine = await openBenchmark(page, uuid, name)
  const theirs = await openBenchmark(other, uuid, name)

  // Theirs: the name and the minimum; saved first.
  await theirs.getByRole('textbox', { name: /^Название/ }).fill(`${name} (их)`)
  await theirs.getByRole('textbox', { name: /^Минимум/ }).fill('20')
  await theirs.getByRole('button', { name: 'Сохранить' }).click()
  await expect(notices(other).getByText('Норма сохранена')).toBeVisible()

  // Mine: the description and the minimum, over the version I saw.
  await mine.getByRole('textbox', { name: /^Описание/ }).fill('Моё описание')
  await mine.getByRole('textbox', { name: /^Минимум/ }).fill('15')
  await mine.getByRole('button', { name: 'Сохранить' }).click()
  const conflict = mine.getByRole('region', { name: 'Запись изменилась, пока вы её редактировали' })
  await expect(conflict).toBeVisible()
  await expect(conflict.getByRole('heading')).toBeFocused()
  // Who changed it, from the server's journal (both people sign in as the demo admin here).
  await expect(conflict).toContainText('Изменил(а): admin@example.com')
  const rows = conflict.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: 'Название' })).toContainText(`${name}${name} (их)не меняли`)
  // Nothing typed is lost; the field only they changed took their value.
  await expect(mine.getByRole('textbox', { name: /^Описание/ })).toHaveValue('Моё описание')
  await expect(mine.getByRole('textbox', { name: /^Название/ })).toHaveValue(`${name} (их)`)
  await expect(mine.getByRole('textbox', { name: /^Минимум/ })).toHaveValue('15')
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  // Both changed the minimum: saving asks for a choice first.
  await mine.getByRole('button', { name: 'Сохранить' }).click()
  await expect(mine.getByRole('alert')).toContainText('Выберите, какое значение оставить')
  expect((await readBenchmark(request, `${name} (их)`))?.min_value).toBe(20)

  // By keyboard: Space takes «Сейчас»; ↓ moves to «Ваше» within the field's pair of choices.
  await conflict.getByRole('radio', { name: 'Минимум: оставить значение сейчас «20»' }).focus()
  await page.keyboard.press('Space')
  await expect(mine.getByRole('textbox', { name: /^Минимум/ })).toHaveValue('20')
  await page.keyboard.press('ArrowDown')
  await expect(conflict.getByRole('radio', { name: 'Минимум: оставить ваше значение «15»' })).toBeChecked()
  await expect(mine.getByRole('textbox', { name: /^Минимум/ })).toHaveValue('15')
  await mine.getByRole('button', { name: 'Сохранить' }).click()
  await expect(notices(page).getByText('Норма сохранена')).toBeVisible()
  await expect(mine).toBeHidden()
  await expect
    .poll(() => readBenchmark(request, `${name} (их)`))
    .toMatchObject({ name: `${name} (их)`, min_value: 15, description: 'Моё описание', version: 3 })
  await other.context().close()
})

test('«Отменить мои изменения» takes theirs; another tab of the same person counts as another person', async ({ page, request }) => {
  const name = unique('Вкладки')
  const uuid = await createBenchmark(request, name)
  await signIn(page)
  const secondTab = await page.context().newPage()
  const mine = await openBenchmark(page, uuid, name)
  const inTab = await openBenchmark(secondTab, uuid, name)
  await inTab.getByRole('textbox', { name: /^Минимум/ }).fill('30')
  await inTab.getByRole('button', { name: 'Сохранить' }).click()
  await expect(notices(secondTab).getByText('Норма сохранена')).toBeVisible()

  await mine.getByRole('textbox', { name: /^Минимум/ }).fill('12')
  await mine.getByRole('button', { name: 'Сохранить' }).click()
  const conflict = mine.getByRole('region', { name: 'Запись изменилась, пока вы её редактировали' })
  await expect(conflict).toBeVisible()
  await conflict.getByRole('button', { name: 'Отменить мои изменения' }).click()
  await expect(conflict).toBeHidden()
  await expect(mine.getByRole('textbox', { name: /^Минимум/ })).toHaveValue('30')
  // Nothing is typed any more: the drawer closes without asking.
  await page.keyboard.press('Escape')
  await expect(mine).toBeHidden()
  expect((await readBenchmark(request, name))?.min_value).toBe(30)
})

test('a draft kept over a reload meets the save made meanwhile in the conflict view, before anything is sent', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const name = unique('Черновик')
  const uuid = await createBenchmark(request, name)
  await signIn(page)
  const mine = await openBenchmark(page, uuid, name)
  await mine.getByRole('textbox', { name: /^Описание/ }).fill('Из черновика')
  await mine.getByRole('textbox', { name: /^Минимум/ }).fill('15')
  const draftKept = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')).length)
  await expect.poll(draftKept).toBe(1)

  // Meanwhile a colleague saves the name and the minimum.
  const other = await colleague(browser, baseURL)
  const theirs = await openBenchmark(other, uuid, name)
  await theirs.getByRole('textbox', { name: /^Название/ }).fill(`${name} (их)`)
  await theirs.getByRole('textbox', { name: /^Минимум/ }).fill('20')
  await theirs.getByRole('button', { name: 'Сохранить' }).click()
  await expect(notices(other).getByText('Норма сохранена')).toBeVisible()
  await other.context().close()

  await page.reload()
  const drawer = page.getByRole('dialog', { name: `Норма «${name} (их)»` })
  const conflict = drawer.getByRole('region', { name: 'Запись изменилась, пока вы её редактировали' })
  await expect(conflict).toBeVisible()
  await expect(conflict.getByRole('heading')).toBeFocused()
  const rows = conflict.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveText([`Название${name}${name} (их)не меняли`, 'Минимум102015'])
  await expect(drawer.getByRole('textbox', { name: /^Название/ })).toHaveValue(`${name} (их)`)
  await expect(drawer.getByRole('textbox', { name: /^Описание/ })).toHaveValue('Из черновика')
  await expect(drawer.getByRole('textbox', { name: /^Минимум/ })).toHaveValue('15')
  // Nothing was sent over their save.
  expect(await readBenchmark(request, `${name} (их)`)).toMatchObject({ min_value: 20, description: '', version: 2 })
  await expectNoSeriousA11yViolationsInLightAndDark(page)

  await conflict.getByRole('radio', { name: 'Минимум: оставить ваше значение «15»' }).check()
  await drawer.getByRole('button', { name: 'Сохранить' }).click()
  await expect(notices(page).getByText('Норма сохранена')).toBeVisible()
  await expect(drawer).toBeHidden()
  expect(await draftKept()).toBe(0)
  await expect
    .poll(() => readBenchmark(request, `${name} (их)`))
    .toMatchObject({ name: `${name} (их)`, min_value: 15, description: 'Из черновика', version: 3 })
})

test('a delete of a record changed meanwhile asks again with what changed', async ({ page, request }) => {
  const name = unique('Удаление')
  const uuid = await createBenchmark(request, name)
  await signIn(page)
  const drawer = await openBenchmark(page, uuid, name)
  await drawer.getByRole('button', { name: 'Удалить' }).click()
  await page.getByRole('alertdialog', { name: 'Удалить норму?' }).getByRole('button', { name: 'Удалить' }).click()
  await expect(notices(page).getByText('Норма удалена')).toBeVisible()
  // Someone edits it while «Отменить» is offered.
  await apiCall(request, 'PATCH', `${benchmarksPath}${uuid}/edit/`, { max_value: 70 })

  const question = page.getByRole('alertdialog', { name: 'Запись изменилась. Всё равно удалить?' })
  await expect(question).toBeVisible()
  await expect(question.getByRole('table').locator('tbody tr')).toHaveText(['Максимум5070'])
  await expect(question.getByRole('button', { name: 'Отмена' })).toBeFocused()
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  expect(await readBenchmark(request, name)).toMatchObject({ max_value: 70 })
  await question.getByRole('button', { name: 'Удалить' }).click()
  await expect(question).toBeHidden()
  await expect.poll(() => readBenchmark(request, name)).toBeUndefined()
})

test('a bulk edit reports a record changed meanwhile, and «Повторить неудачные» reads it anew', async ({ page, request }) => {
  const prefix = unique('Кабинеты')
  const accounts: { uuid: string; name: string }[] = []
  for (const index of [1, 2]) {
    const created = await apiCall(request, 'POST', `${accountsPath}create/`, { name: `${prefix} ${index}`, contact_email: 'v@example.ru' })
    accounts.push({ uuid: String(created?.client_request_account_uuid), name: `${prefix} ${index}` })
  }
  await signIn(page)
  await page.goto(`/request-accounts?search=${encodeURIComponent(prefix)}`)
  const grid = page.getByRole('grid', { name: 'Кабинеты клиентов' })
  await expect(grid.locator('tbody tr[data-index]')).toHaveCount(2)
  await grid.getByRole('checkbox', { name: 'Выбрать всё на странице' }).click()
  const changed = accounts[1]!
  await apiCall(request, 'PATCH', `${accountsPath}${changed.uuid}/edit/`, { company: 'Изменил коллега' })

  const bar = page.getByRole('region', { name: 'Выбранные записи' })
  await bar.getByRole('button', { name: 'Отключить' }).click()
  await page
    .getByRole('alertdialog', { name: /^Отключить: 2 / })
    .getByRole('button', { name: 'Отключить' })
    .click()
  const ledger = page.getByRole('region', { name: 'Отключение' })
  await expect(ledger).toContainText('выполнено 1 из 2')
  await expect(ledger.getByRole('list', { name: 'Не выполнено' }).getByRole('listitem')).toHaveText([
    `${changed.name}: Изменена другим сотрудником`,
  ])
  await ledger.getByRole('button', { name: 'Повторить неудачные' }).click()
  await expect(ledger).toContainText('выполнено 1 из 1')
  const listed = await apiGet<{ results: { name: string; is_active: boolean; company: string }[] }>(request, accountsPath, {
    search: prefix,
  })
  expect(
    listed.results.map(({ is_active, company }) => ({ is_active, company })).sort((a, b) => a.company.localeCompare(b.company)),
  ).toEqual([
    { is_active: false, company: '' },
    { is_active: false, company: 'Изменил коллега' },
  ])
})

test('the model switch made over another switch says which model is active now and asks again', async ({ page, request }) => {
  const models = (await apiGet<{ results: HeatmapModel[] }>(request, modelsPath)).results
  const activeAtStart = models.find((model) => model.is_active)
  const [wanted, meanwhile] = models.filter((model) => !model.is_active)
  if (!activeAtStart || !wanted || !meanwhile) throw new Error('The seeded server needs three models, one active')
  await signIn(page, { at: '/dashboard?drawer=heatmap-model' })
  const drawer = page.getByRole('dialog', { name: 'Модели тепловых карт' })
  await drawer.getByRole('button', { name: `Сделать активной: ${wanted.name} ${wanted.version}` }).click()
  // Someone else switches first.
  await apiCall(request, 'POST', `${modelsPath}set-active/`, { heatmap_model_uuid: meanwhile.heatmap_model_uuid })
  await drawer
    .getByRole('region', { name: `Сделать активной модель ${wanted.name} ${wanted.version}?` })
    .getByRole('button', { name: 'Сделать активной' })
    .click()
  await expect(drawer.getByRole('alert')).toHaveText(
    `Модель не переключена: Активна уже другая модель: ${meanwhile.name} ${meanwhile.version}`,
  )
  await expect(drawer.getByRole('listitem').filter({ hasText: `версия ${meanwhile.version}` })).toContainText('активна')
  await expectNoSeriousA11yViolationsInLightAndDark(page)
  // Asked again: the second confirmation goes through.
  await drawer
    .getByRole('region', { name: `Сделать активной модель ${wanted.name} ${wanted.version}?` })
    .getByRole('button', { name: 'Сделать активной' })
    .click()
  await expect(notices(page).getByText(`Активная модель: ${wanted.name} ${wanted.version}`)).toBeVisible()
  const after = (await apiGet<{ results: HeatmapModel[] }>(request, modelsPath)).results
  expect(after.find((model) => model.is_active)?.heatmap_model_uuid).toBe(wanted.heatmap_model_uuid)
  await apiCall(request, 'POST', `${modelsPath}set-active/`, { heatmap_model_uuid: activeAtStart.heatmap_model_uuid })
})

test('against a backend without versions, an edit sends no If-Match and saves as before', async ({ page, request }) => {
  const name = unique('Без версий')
  const uuid = await createBenchmark(request, name)
  // The backend keeps no versions: no `version` in any record, no ETag.
  await page.route(`**${benchmarksPath}**`, async (route) => {
    const response = await route.fetch()
    const type = response.headers()['content-type'] ?? ''
    if (!type.includes('json')) return route.fulfill({ response })
    const strip = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(strip)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key]) => key !== 'version')
                .map(([key, inner]) => [key, strip(inner)]),
            )
          : value
    const headers = { ...response.headers() }
    delete headers.etag
    return route.fulfill({ response, headers, json: strip(await response.json()) })
  })
  await signIn(page)
  const drawer = await openBenchmark(page, uuid, name)
  await drawer.getByRole('textbox', { name: /^Минимум/ }).fill('11')
  const edit = page.waitForRequest((sent) => sent.method() === 'PATCH' && sent.url().includes(`${uuid}/edit/`))
  await drawer.getByRole('button', { name: 'Сохранить' }).click()
  expect((await edit).headers()['if-match']).toBeUndefined()
  await expect(notices(page).getByText('Норма сохранена')).toBeVisible()
  expect(await readBenchmark(request, name)).toMatchObject({ min_value: 11 })
})
