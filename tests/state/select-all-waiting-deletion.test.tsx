import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { clearToasts, findDialog, keepUndoOffered, renderScreen, waitForRows } from '../features/resource-screens'
import { createFakeApi } from '../support/fake-api'
import { bannerCtr, benchmarksPath, makeBenchmark, serveBenchmarks } from '../support/fixtures/benchmarks'

afterEach(clearToasts)

describe('«Выбрать все» while a delete waits out its undo window', () => {
  it('leaves the waiting record out: the question and the deletes sent agree, each record deleted once', async () => {
    const api = createFakeApi()
    const rows = [bannerCtr, ...Array.from({ length: 59 }, (_, index) => makeBenchmark(index + 1))]
    const store = serveBenchmarks(api, rows)
    const view = renderScreen(`/benchmarks?drawer=benchmark&benchmark=${bannerCtr.benchmark_uuid}`, api)
    keepUndoOffered(view)

    // One record deleted from its drawer: it waits out its undo window, hidden from the list.
    const drawer = await findDialog('Норма «Баннер: внимание»')
    await view.user.click(within(drawer).getByRole('button', { name: 'Удалить' }))
    await view.user.click(
      within(await screen.findByRole('alertdialog', { name: 'Удалить норму?' })).getByRole('button', { name: 'Удалить' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitForRows('Нормы')
    expect(screen.getByText('Найдено: 59')).toBeInTheDocument()

    // Within that window, every matching record.
    await view.user.click(screen.getByRole('checkbox', { name: 'Выбрать всё на странице' }))
    const bar = screen.getByRole('region', { name: 'Выбранные записи' })
    await view.user.click(within(bar).getByRole('button', { name: 'Выбрать все 59' }))
    await view.user.click(within(bar).getByRole('button', { name: 'Удалить' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить 59 норм?' })
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())

    // Leaving the page sends what waits: the drawer's delete and the 59 of the selection.
    act(() => void window.dispatchEvent(new Event('pagehide')))
    await waitFor(() => expect(store.rows).toHaveLength(0))
    const deletes = api.requests.filter((request) => request.method === 'DELETE')
    expect(deletes).toHaveLength(60)
    expect(api.requestsTo('DELETE', `${benchmarksPath}${bannerCtr.benchmark_uuid}/delete/`)).toHaveLength(1)
  })
})
