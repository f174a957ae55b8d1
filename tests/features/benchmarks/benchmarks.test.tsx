import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { undoWindowMsAtom } from '../../../src/state/lists/deferred-deletion'
import { createFakeApi, jsonResponse } from '../../support/fake-api'
import { bannerCtr, benchmarksPath, makeBenchmark, serveBenchmarks } from '../../support/fixtures/benchmarks'
import {
  chooseOption,
  clearToasts,
  findDialog,
  grid,
  keepUndoOffered,
  renderScreen,
  retype,
  toast,
  waitForRows,
  type Rendered,
} from '../resource-screens'

afterEach(clearToasts)

function setup(url = '/benchmarks') {
  const api = createFakeApi()
  const store = serveBenchmarks(api)
  const view = renderScreen(url, api)
  return { ...view, store }
}

const listRequests = (view: Rendered) => view.api.requestsTo('GET', benchmarksPath)
const writes = (view: Rendered) => view.api.requests.filter((request) => request.method !== 'GET')

async function openCreate(view: Rendered) {
  await waitForRows('Нормы')
  await view.user.click(screen.getByRole('button', { name: 'Создать' }))
  return findDialog('Новая норма')
}

async function fillNew(view: Rendered, dialog: HTMLElement, values: { min: string; max: string }) {
  await view.user.type(within(dialog).getByLabelText(/Название/), 'Соцсети: ясность')
  await chooseOption(view, dialog, 'Категория', 'Соцсети')
  await chooseOption(view, dialog, 'Метрика', 'Ясность')
  await view.user.type(within(dialog).getByLabelText(/Минимум/), values.min)
  await view.user.type(within(dialog).getByLabelText(/Максимум/), values.max)
}

describe('«Нормы»', () => {
  it('lists benchmarks with Russian categories and metrics, sorted by name, in one request', async () => {
    const view = setup()
    await waitForRows('Нормы')
    const row = screen.getByRole('row', { name: /Баннер: внимание/ })
    expect(within(row).getByText('Баннер')).toBeInTheDocument()
    expect(within(row).getByText('Внимание')).toBeInTheDocument()
    expect(within(row).getByText('40,5 – 80')).toBeInTheDocument()
    expect(screen.getByText('Найдено: 30')).toBeInTheDocument()
    expect(listRequests(view)).toHaveLength(1)
    expect(listRequests(view)[0]?.url.split('?')[1]).toBe('page=1&page_size=25&ordering=name')
  })

  it('filters by categories repeated in the query and in the URL', async () => {
    const view = setup()
    await waitForRows('Нормы')
    await view.user.click(screen.getByRole('checkbox', { name: 'Соцсети' }))
    await view.user.click(screen.getByRole('checkbox', { name: 'Баннер' }))
    await waitFor(() => expect(listRequests(view).at(-1)?.query.getAll('category')).toEqual(['banner', 'social']))
    expect(view.router.state.location.search).toBe('?category=banner&category=social')
    await waitForRows('Нормы')
    for (const row of within(grid('Нормы')).getAllByRole('row').slice(1)) expect(row).toHaveTextContent(/Баннер|Соцсети/)
  })

  it('creates a benchmark from «Создать»: the drawer is in the URL, the list refreshes, a toast says so', async () => {
    const view = setup()
    const dialog = await openCreate(view)
    expect(view.router.state.location.search).toBe('?drawer=benchmark')
    await fillNew(view, dialog, { min: '12,5', max: '60' })
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))

    await toast('Норма создана')
    expect(view.api.requestsTo('POST', `${benchmarksPath}create/`)[0]?.body).toEqual({
      name: 'Соцсети: ясность',
      category: 'social',
      metric: 'clarity',
      min_value: 12.5,
      max_value: 60,
      description: '',
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Новая норма' })).not.toBeInTheDocument())
    expect(view.router.state.location.search).toBe('')
    await waitFor(() => expect(screen.getByText('Найдено: 31')).toBeInTheDocument())
    expect(listRequests(view).length).toBeGreaterThan(1)
  })

  it('opens «Создать» with the c key, and not while typing in the search', async () => {
    const view = setup()
    await waitForRows('Нормы')
    await view.user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'c')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await view.user.click(screen.getByRole('heading', { name: 'Нормы' }))
    await view.user.keyboard('c')
    expect(await findDialog('Новая норма')).toBeInTheDocument()
  })

  it.each([
    ['an empty form', {}, { Название: 'Обязательное поле', Категория: 'Обязательное поле', Минимум: 'Обязательное поле' }],
    ['a name over 120 characters', { name: 'я'.repeat(121) }, { Название: 'Строка должна содержать не более 120 символ(ов)' }],
    ['a minimum below 0', { min: '-1' }, { Минимум: 'Число должно быть не менее 0' }],
    ['a maximum over 100', { max: '100,5' }, { Максимум: 'Число должно быть не более 100' }],
    ['a minimum that is not a number', { min: 'много' }, { Минимум: 'Ожидалось число, получено строка' }],
    ['a maximum below the minimum', { min: '70', max: '20' }, { Максимум: 'Число должно быть не менее 70' }],
    [
      'a description over 1000 characters',
      { description: 'д'.repeat(1001) },
      { Описание: 'Строка должна содержать не более 1\u00a0000 символ(ов)' },
    ],
  ])('refuses %s with the §5 message on its field and sends nothing', async (_, input: Record<string, string>, expected) => {
    const view = setup()
    const dialog = await openCreate(view)
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`))
    if (Object.keys(input).length > 0) {
      await fillNew(view, dialog, { min: input.min ?? '10', max: input.max ?? '90' })
      if (input.name) await retype(view, field('Название'), input.name)
      if (input.description) await retype(view, field('Описание'), input.description)
    }
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    for (const [label, message] of Object.entries(expected)) {
      const control = label === 'Категория' ? within(dialog).getByRole('combobox', { name: label }) : field(label)
      await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(message)))
    }
    expect(writes(view)).toHaveLength(0)
  })

  it('edits a benchmark opened by Enter on its row, and a server 422 lands on its field with the values kept', async () => {
    const view = setup()
    await waitForRows('Нормы')
    const row = screen.getByRole('row', { name: /Баннер: внимание/ })
    row.focus()
    await view.user.keyboard('{Enter}')
    const dialog = await findDialog('Норма «Баннер: внимание»')
    expect(view.router.state.location.search).toBe(`?drawer=benchmark&benchmark=${bannerCtr.benchmark_uuid}`)
    expect(within(dialog).getByLabelText(/Минимум/)).toHaveValue('40,5')

    view.api.fail('PATCH', `${benchmarksPath}${bannerCtr.benchmark_uuid}/edit/`, {
      status: 422,
      body: { detail: [{ loc: ['body', 'name'], msg: 'Такое название уже есть', type: 'value_error' }] },
    })
    await retype(view, within(dialog).getByLabelText(/Название/), 'Баннер: внимание, v2')
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    const name = within(dialog).getByLabelText(/Название/)
    await waitFor(() => expect(name).toHaveAccessibleDescription('Такое название уже есть'))
    expect(name).toHaveValue('Баннер: внимание, v2')

    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await toast('Норма сохранена')
    expect(view.store.find(bannerCtr.benchmark_uuid)?.name).toBe('Баннер: внимание, v2')
    await waitFor(() => expect(screen.getByRole('row', { name: /Баннер: внимание, v2/ })).toBeInTheDocument())
  })

  it('shows a DRF-style 400 on its field', async () => {
    const view = setup(`/benchmarks?drawer=benchmark&benchmark=${bannerCtr.benchmark_uuid}`)
    const dialog = await findDialog('Норма «Баннер: внимание»')
    view.api.fail('PATCH', `${benchmarksPath}${bannerCtr.benchmark_uuid}/edit/`, { status: 400, body: { max_value: ['Слишком много'] } })
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Максимум/)).toHaveAccessibleDescription(expect.stringContaining('Слишком много')),
    )
  })

  it('deletes from the row after a confirmation naming the record, sending nothing while «Отменить» is offered', async () => {
    const view = setup()
    keepUndoOffered(view)
    await waitForRows('Нормы')
    await view.user.click(screen.getByRole('button', { name: 'Удалить: Баннер: внимание' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить норму?' })
    expect(confirm).toHaveTextContent('Норма «Баннер: внимание» будет удалена безвозвратно.')
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    await toast('Норма удалена')
    expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('row', { name: /Баннер: внимание/ })).not.toBeInTheDocument())
    expect(writes(view)).toEqual([])
    // Leaving the page sends the delete at once.
    act(() => void window.dispatchEvent(new Event('pagehide')))
    await waitFor(() => expect(view.store.find(bannerCtr.benchmark_uuid)).toBeUndefined())
    expect(view.api.requestsTo('DELETE', `${benchmarksPath}${bannerCtr.benchmark_uuid}/delete/`)).toHaveLength(1)
  })

  it('«Отменить» brings the row back at once and nothing is ever sent', async () => {
    const view = setup()
    keepUndoOffered(view)
    await waitForRows('Нормы')
    await view.user.click(screen.getByRole('button', { name: 'Удалить: Баннер: внимание' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить норму?' })
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    await view.user.click(await screen.findByRole('button', { name: 'Отменить' }))
    expect(screen.getByRole('row', { name: /Баннер: внимание/ })).toBeInTheDocument()
    act(() => void window.dispatchEvent(new Event('pagehide')))
    expect(writes(view)).toEqual([])
    expect(view.store.find(bannerCtr.benchmark_uuid)).toBeDefined()
  })

  it('deletes the selected rows after a confirmation naming their count, and shows the result', async () => {
    const view = setup()
    view.context.store.set(undoWindowMsAtom, 0)
    await waitForRows('Нормы')
    const rows = within(grid('Нормы')).getAllByRole('checkbox', { name: /^Выбрать: / })
    await view.user.click(rows[0] as HTMLElement)
    await view.user.keyboard('{Shift>}')
    await view.user.click(rows[2] as HTMLElement)
    await view.user.keyboard('{/Shift}')
    const bar = screen.getByRole('region', { name: 'Выбранные записи' })
    expect(within(bar).getByRole('status')).toHaveTextContent('Выбрано: 3')
    await view.user.click(within(bar).getByRole('button', { name: 'Удалить' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить 3 нормы?' })
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    const ledger = await screen.findByRole('region', { name: 'Удаление' })
    await waitFor(() => expect(ledger).toHaveTextContent('Удаление: выполнено 3 из 3'))
    expect(view.api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(3)
  })

  it('lists a failed item of a bulk delete by name and reason; «Повторить неудачные» sends only it again', async () => {
    const view = setup()
    view.context.store.set(undoWindowMsAtom, 0)
    await waitForRows('Нормы')
    view.api.fail('DELETE', `${benchmarksPath}${bannerCtr.benchmark_uuid}/delete/`, {
      status: 500,
      body: { detail: 'База данных недоступна.' },
    })
    await view.user.click(screen.getByRole('checkbox', { name: 'Выбрать всё на странице' }))
    const bar = screen.getByRole('region', { name: 'Выбранные записи' })
    const count = within(grid('Нормы')).getAllByRole('checkbox', { name: /^Выбрать: / }).length
    await view.user.click(within(bar).getByRole('button', { name: 'Удалить' }))
    const confirm = await screen.findByRole('alertdialog', { name: `Удалить ${count} норм?` })
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    const ledger = await screen.findByRole('region', { name: 'Удаление' })
    await waitFor(() => expect(ledger).toHaveTextContent(`Удаление: выполнено ${count - 1} из ${count}`))
    expect(within(within(ledger).getByRole('list', { name: 'Не выполнено' })).getByRole('listitem')).toHaveTextContent(
      'Баннер: внимание: База данных недоступна.',
    )
    expect(view.store.find(bannerCtr.benchmark_uuid)).toBeDefined()
    await view.user.click(within(ledger).getByRole('button', { name: 'Повторить неудачные' }))
    await waitFor(() => expect(ledger).toHaveTextContent('Удаление: выполнено 1 из 1'))
    expect(view.store.find(bannerCtr.benchmark_uuid)).toBeUndefined()
    expect(view.api.requestsTo('DELETE', `${benchmarksPath}${bannerCtr.benchmark_uuid}/delete/`)).toHaveLength(2)
  })

  it('deletes the open record from its drawer, which closes', async () => {
    const view = setup(`/benchmarks?drawer=benchmark&benchmark=${bannerCtr.benchmark_uuid}`)
    const dialog = await findDialog('Норма «Баннер: внимание»')
    await view.user.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить норму?' })
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    await toast('Норма удалена')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(view.router.state.location.search).toBe('')
  })

  it('finds a record from its link by paging through the list in pages of 500', async () => {
    const api = createFakeApi()
    const far = makeBenchmark(501, { name: 'Далёкая норма' })
    serveBenchmarks(api, [...Array.from({ length: 500 }, (_, index) => makeBenchmark(index + 1)), far])
    renderScreen(`/benchmarks?drawer=benchmark&benchmark=${far.benchmark_uuid}`, api)
    expect(await findDialog('Норма «Далёкая норма»')).toBeInTheDocument()
    const pages = api.requestsTo('GET', benchmarksPath).filter((request) => request.query.get('page_size') === '500')
    expect(pages.map((request) => request.query.get('page'))).toEqual(['1', '2'])
  })

  it('says «Запись не найдена» for a record that is gone', async () => {
    setup('/benchmarks?drawer=benchmark&benchmark=10000000-0000-4000-8000-999999999999')
    const dialog = await findDialog('Норма')
    expect(await within(dialog).findByText('Запись не найдена')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument()
  })

  it('keeps what was typed when the save fails', async () => {
    const view = setup()
    const dialog = await openCreate(view)
    view.api.on('POST', `${benchmarksPath}create/`, () => jsonResponse(500, { detail: 'Сбой' }))
    await fillNew(view, dialog, { min: '1', max: '2' })
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/Название/)).toHaveValue('Соцсети: ясность')
    expect(within(dialog).getByRole('combobox', { name: 'Категория' })).toHaveTextContent('Соцсети')
    expect(within(dialog).getByLabelText(/Максимум/)).toHaveValue('2')
  })
})
