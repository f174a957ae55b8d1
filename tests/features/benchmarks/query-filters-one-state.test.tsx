import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeApi } from '../../support/fake-api'
import { benchmarksPath, serveBenchmarks } from '../../support/fixtures/benchmarks'
import { clearToasts, grid, renderScreen, waitForRows } from '../resource-screens'

afterEach(clearToasts)

const queryOf = (search: string) => new URLSearchParams(search).get('q')

describe('«Нормы»: the query bar and the filters as one state', () => {
  it('ticking a filter rewrites the query in the address rather than dropping it', async () => {
    const api = createFakeApi()
    serveBenchmarks(api)
    const view = renderScreen(`/benchmarks?q=${encodeURIComponent('категория:баннер внимание')}`, api)
    await waitForRows('Нормы')
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Баннер' })).toBeChecked())
    await view.user.click(screen.getByRole('checkbox', { name: 'Упаковка' }))
    await waitFor(() => expect(queryOf(view.router.state.location.search)).toBe('категория:баннер,упаковка внимание'))
    expect(new URLSearchParams(view.router.state.location.search).getAll('category')).toEqual(['banner', 'packaging'])
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Запрос' })).toHaveValue('категория:баннер,упаковка внимание'))
    await waitFor(() =>
      expect(view.api.requestsTo('GET', benchmarksPath).at(-1)?.query.getAll('category')).toEqual(['banner', 'packaging']),
    )

    // Unticking every category leaves the query's words, and the search keeps them.
    await view.user.click(screen.getByRole('checkbox', { name: 'Баннер' }))
    await view.user.click(screen.getByRole('checkbox', { name: 'Упаковка' }))
    await waitFor(() => expect(queryOf(view.router.state.location.search)).toBe('внимание'))
    expect(new URLSearchParams(view.router.state.location.search).get('search')).toBe('внимание')
  })
})

describe('«Нормы»: every confirmation says which rows it acts on', () => {
  it('the filters ticked, with no query typed, are repeated by the export and the bulk deletion', async () => {
    const api = createFakeApi()
    serveBenchmarks(api)
    const view = renderScreen('/benchmarks?category=banner', api)
    await waitForRows('Нормы')
    await view.user.click(screen.getByRole('button', { name: 'Экспорт' }))
    const exportQuestion = await screen.findByRole('dialog', { name: 'Экспортировать 1 строку?' })
    expect(exportQuestion).toHaveTextContent('Список по запросу: категория:баннер')
    await view.user.click(within(exportQuestion).getByRole('button', { name: 'Отмена' }))

    await view.user.click(within(grid('Нормы')).getAllByRole('checkbox', { name: /^Выбрать: / })[0] as HTMLElement)
    const bar = await screen.findByRole('region', { name: 'Выбранные записи' })
    await view.user.click(within(bar).getByRole('button', { name: 'Удалить' }))
    const deleteQuestion = await screen.findByRole('alertdialog', { name: 'Удалить 1 норму?' })
    expect(deleteQuestion).toHaveTextContent('Список по запросу: категория:баннер')
  })
})
