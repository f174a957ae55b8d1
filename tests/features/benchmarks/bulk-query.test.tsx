import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeApi } from '../../support/fake-api'
import { benchmarksPath, serveBenchmarks } from '../../support/fixtures/benchmarks'
import { clearToasts, grid, renderScreen, waitForRows } from '../resource-screens'

afterEach(clearToasts)

describe('«Нормы» with a query', () => {
  it('applies the address’s query, and the bulk question repeats it with the number of rows', async () => {
    const api = createFakeApi()
    serveBenchmarks(api)
    const view = renderScreen('/benchmarks?q=категория:баннер', api)
    await waitFor(() => expect(view.api.requestsTo('GET', benchmarksPath).at(-1)?.query.getAll('category')).toEqual(['banner']))
    expect(view.router.state.location.search).toBe(`?q=${encodeURIComponent('категория:баннер')}&category=banner`)
    expect(screen.getByRole('combobox', { name: 'Запрос' })).toHaveValue('категория:баннер')
    await waitForRows('Нормы')
    const checkboxes = () => within(grid('Нормы')).getAllByRole('checkbox', { name: /^Выбрать: / })
    await view.user.click(checkboxes()[0] as HTMLElement)
    await waitFor(() => expect(checkboxes()[0]).toBeChecked())
    const bar = await screen.findByRole('region', { name: 'Выбранные записи' })
    await view.user.click(within(bar).getByRole('button', { name: 'Удалить' }))
    expect(screen.getByText('Найдено: 1')).toBeInTheDocument()
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить 1 норму?' })
    expect(confirm).toHaveTextContent('Список по запросу: категория:баннер')
  })
})
