import { screen, waitFor } from '@testing-library/react'
import { string, type } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { defineList } from '../../src/api/resource'
import { orderingParam, pageParam, pageSizeParam, textParam } from '../../src/lib/list-query'
import { useListScreen } from '../../src/state/lists/list-screen'
import { useListExport, type ListExportSpec } from '../../src/state/lists/use-list-export'
import { ExportButton } from '../../src/ui'
import { bytesOf, catchSavedFiles } from '../support/downloads'
import { createFakeApi, type FakeApi } from '../support/fake-api'
import { listPage } from '../support/fixtures/list-page'
import { thingsList } from '../support/fixtures/thing-endpoints'
import { renderWithConsole } from '../support/render'

// A made-up list of the contract's shape, so that the export is tested apart from any screen.
const Thing = type({ name: string(), price: string() })
type Thing = typeof Thing.TYPE
const things = defineList({ key: 'things', endpoint: thingsList(Thing) })
const schema = {
  page: pageParam(),
  pageSize: pageSizeParam([25, 50]),
  search: textParam('search'),
  ordering: orderingParam('ordering', ['name', 'price'] as const, 'name'),
}
const thingsExport: ListExportSpec<Thing> = {
  fileId: 'things',
  columns: [
    { header: 'Название', value: (thing) => thing.name },
    { header: 'Цена', value: (thing) => thing.price, kind: 'money' },
  ],
}

function ThingList() {
  const list = useListScreen(schema)
  const exporter = useListExport(things, list.apiParams, thingsExport)
  return <ExportButton {...exporter} />
}

const routes = () => [
  { path: '/things', element: <ThingList /> },
  { path: '/elsewhere', element: <p>Другой экран</p> },
]

const rows = (count: number): Thing[] => Array.from({ length: count }, (_, index) => ({ name: `Вещь ${index + 1}`, price: `${index}.5` }))

/** Serves `all`; pages after the first wait for `gate` when one is given. */
function serveThings(api: FakeApi, all: readonly Thing[], gate?: Promise<void>) {
  api.on('GET', '/v1/admin/things/', async (request) => {
    if (gate && request.query.get('page') !== '1') await gate
    return listPage(request, all)
  })
}

function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

const text = async (blob: Blob) => new TextDecoder().decode(Uint8Array.from(await bytesOf(blob)))

describe('useListExport with ExportButton', () => {
  it('saves every row of the filtered, sorted list in one file, read 500 at a time', async () => {
    const saved = catchSavedFiles()
    const api = createFakeApi()
    serveThings(api, rows(1201))
    const { user } = renderWithConsole({ url: '/things?search=%D0%B2&ordering=-price&page=2', api, routes })

    await user.click(screen.getByRole('button', { name: 'Экспорт' }))

    expect(await screen.findByRole('status')).toHaveTextContent('Файл сохранён: 1 201 строка')
    expect(saved).toHaveLength(1)
    expect(saved[0]?.name).toMatch(/^things-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = await bytesOf(saved[0]?.blob ?? new Blob())
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf])
    const lines = (await text(saved[0]?.blob ?? new Blob())).split('\r\n')
    expect(lines[0]).toBe('Название;Цена')
    expect(lines[1]).toBe('Вещь 1;0,50')
    expect(lines[1201]).toBe('Вещь 1201;1200,50')
    expect(lines).toHaveLength(1203)
    const asked = api.requestsTo('GET', '/v1/admin/things/').map((request) => request.query.toString())
    expect(asked).toEqual([
      'search=%D0%B2&ordering=-price&page=1&page_size=500',
      'search=%D0%B2&ordering=-price&page=2&page_size=500',
      'search=%D0%B2&ordering=-price&page=3&page_size=500',
    ])
  })

  it('«Остановить» says so at once and saves nothing, even when the pages arrive later', async () => {
    const saved = catchSavedFiles()
    const api = createFakeApi()
    const later = gate()
    serveThings(api, rows(1200), later.opened)
    const { user } = renderWithConsole({ url: '/things', api, routes })

    await user.click(screen.getByRole('button', { name: 'Экспорт' }))
    expect(await screen.findByText('Выгружено 500 из 1 200')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Остановить' }))

    expect(screen.getByRole('status')).toHaveTextContent('Выгрузка остановлена, файл не сохранён')
    expect(screen.getByRole('button', { name: 'Экспорт' })).toHaveFocus()
    later.open()
    await waitFor(() => expect(api.requestsTo('GET', '/v1/admin/things/').length).toBeGreaterThan(1))
    expect(saved).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('Выгрузка остановлена, файл не сохранён')
  })

  it('leaving the screen ends the export without saving', async () => {
    const saved = catchSavedFiles()
    const api = createFakeApi()
    const later = gate()
    serveThings(api, rows(1200), later.opened)
    const { user, router } = renderWithConsole({ url: '/things', api, routes })

    await user.click(screen.getByRole('button', { name: 'Экспорт' }))
    expect(await screen.findByText('Выгружено 500 из 1 200')).toBeInTheDocument()
    await router.navigate('/elsewhere')
    expect(await screen.findByText('Другой экран')).toBeInTheDocument()
    later.open()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(saved).toHaveLength(0)
  })
})
