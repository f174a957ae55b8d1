import { act, screen, waitFor, within } from '@testing-library/react'
import { string, type } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { defineList } from '../../src/api/resource'
import { choiceParam, dayRangeParam, orderingParam, pageParam, pageSizeParam, textParam } from '../../src/lib/list-query'
import { useListScreen } from '../../src/state/lists/list-screen'
import { listQuery } from '../../src/state/query/list-query'
import { useRead } from '../../src/state/query/use-read'
import { EmptyState, PagedTable } from '../../src/ui'
import { createFakeApi, jsonResponse, type FakeApi, type FakeRequest } from '../support/fake-api'
import { listPage } from '../support/fixtures/list-page'
import { thingsList, thingsPath } from '../support/fixtures/thing-endpoints'
import { renderWithConsole } from '../support/render'

// A made-up list of the contract's shape, so that the floor is tested apart from any screen.
const Thing = type({ thing_uuid: string(), name: string(), kind: string() })
type ThingJson = typeof Thing.TYPE
const things = defineList({ key: 'things', endpoint: thingsList(Thing) })

const schema = {
  page: pageParam(),
  pageSize: pageSizeParam([25, 50, 100]),
  search: textParam('search'),
  kind: choiceParam('kind', ['a', 'b'] as const),
  period: dayRangeParam('date_from', 'date_to'),
  ordering: orderingParam('ordering', ['name', 'created_at'] as const, '-created_at'),
}

function thingRows(count: number, kind = 'a'): ThingJson[] {
  return Array.from({ length: count }, (_, index) => ({
    thing_uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Вещь ${index + 1}`,
    kind,
  }))
}

const ofKind = (request: FakeRequest, rows: readonly ThingJson[]) =>
  rows.filter((row) => !request.query.get('kind') || row.kind === request.query.get('kind'))

/** A backend that answers a page past the end 404 «Invalid page» (as many do). */
function serveThings(api: FakeApi, rows: readonly ThingJson[]) {
  api.on('GET', thingsPath, (request) => listPage(request, ofKind(request, rows)))
}

/** A backend that answers a page past the end with the count and no rows (as the reference server does). */
function serveThingsEmptyPastEnd(api: FakeApi, rows: readonly ThingJson[]) {
  api.on('GET', thingsPath, (request) => {
    const kept = ofKind(request, rows)
    const page = Number(request.query.get('page'))
    const size = Number(request.query.get('page_size'))
    return jsonResponse(200, { count: kept.length, next: null, previous: null, results: kept.slice((page - 1) * size, page * size) })
  })
}

function ThingList() {
  const list = useListScreen(schema)
  const result = useRead(listQuery(things), list.apiParams)
  return (
    <PagedTable
      label="Вещи"
      errorTitle="Не удалось загрузить вещи"
      columns={[{ id: 'name', header: 'Название', cell: (row: ThingJson) => row.name }]}
      getRowId={(row) => row.thing_uuid}
      empty={<EmptyState title="Вещей нет" />}
      {...list.tableFor(result)}
    />
  )
}

const routes = () => [{ path: '/things', element: <ThingList /> }]

function renderThings(url: string, api: FakeApi) {
  return renderWithConsole({ url, api, routes })
}

const table = () => screen.getByRole('grid', { name: 'Вещи' })
const names = () =>
  within(table())
    .queryAllByRole('gridcell')
    .map((cell) => cell.textContent)
const asked = (api: FakeApi) => api.requestsTo('GET', thingsPath).map((request) => request.query.toString())

describe('useListScreen: an address out of range or malformed', () => {
  it.each([
    ['?kind=maybe', ''],
    ['?ordering=bogus&page_size=7', ''],
    ['?page=0', ''],
    ['?page=-3', ''],
    ['?page=abc', ''],
    ['?page_size=60', '?page_size=50'],
    ['?date_from=2026-13-45', ''],
    ['?date_from=abc&date_to=2026-03-01', '?date_to=2026-03-01'],
    ['?date_from=2026-03-10&date_to=2026-03-01', '?date_from=2026-03-01&date_to=2026-03-10'],
  ])('opens %s as the nearest valid state, the address corrected in place', async (search, corrected) => {
    const api = createFakeApi()
    serveThings(api, thingRows(30))
    const { router } = renderThings(`/things${search}`, api)
    await waitFor(() => expect(router.state.location.search).toBe(corrected))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(names()).not.toHaveLength(0))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks the API for the valid state only, and keeps what the list does not own', async () => {
    const api = createFakeApi()
    serveThings(api, thingRows(30))
    const { router } = renderThings('/things?kind=maybe&page=0&drawer=thing&search=%20Вещь', api)
    await waitFor(() => expect(router.state.location.search).toBe('?drawer=thing&search=%D0%92%D0%B5%D1%89%D1%8C'))
    await waitFor(() => expect(names()).toHaveLength(25))
    expect(asked(api)).toEqual(['page=1&page_size=25&search=%D0%92%D0%B5%D1%89%D1%8C&ordering=-created_at'])
  })

  it('Back does not return to the bad address: it was replaced', async () => {
    const api = createFakeApi()
    serveThings(api, thingRows(30))
    const { router } = renderThings('/things?search=x', api)
    await waitFor(() => expect(names()).toHaveLength(0))
    await act(() => router.navigate('/things?kind=maybe'))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?search=x')
  })

  it('moves a page past the end to the last page, when the backend answers it 404', async () => {
    const api = createFakeApi()
    serveThings(api, thingRows(60))
    const { router } = renderThings('/things?page=999', api)
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'))
    expect(router.state.historyAction).toBe('REPLACE')
    await waitFor(() => expect(names()).toEqual(Array.from({ length: 10 }, (_, index) => `Вещь ${index + 51}`)))
    expect(screen.getByRole('button', { name: 'Страница 3 из 3' })).toHaveAttribute('aria-current', 'page')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // The 404, then the first page for the count, then the last page.
    expect(asked(api).map((query) => new URLSearchParams(query).get('page'))).toEqual(['999', '1', '3'])
  })

  it('moves a page past the end to the last page, when the backend answers it with no rows', async () => {
    const api = createFakeApi()
    serveThingsEmptyPastEnd(api, thingRows(60))
    const { router } = renderThings('/things?page=7&page_size=50', api)
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&page_size=50'))
    await waitFor(() => expect(names()).toHaveLength(10))
  })

  it('shows loading, never an empty list, while it moves to the last page', async () => {
    const api = createFakeApi()
    const rows = thingRows(60)
    let releaseLast: (() => void) | undefined
    api.on('GET', thingsPath, async (request) => {
      if (request.query.get('page') === '3') await new Promise<void>((release) => (releaseLast = release))
      return listPage(request, rows)
    })
    const { router } = renderThings('/things?page=5', api)
    await waitFor(() => expect(releaseLast).toBeDefined())
    expect(router.state.location.search).toBe('?page=3')
    expect(table().closest('[aria-busy=true]')).not.toBeNull()
    expect(screen.queryByText('Вещей нет')).not.toBeInTheDocument()
    act(() => releaseLast?.())
    await waitFor(() => expect(names()).toHaveLength(10))
  })

  it('goes to the first page when the filter keeps no records at all', async () => {
    const api = createFakeApi()
    serveThings(api, thingRows(60))
    const { router } = renderThings('/things?kind=b&page=4', api)
    await waitFor(() => expect(router.state.location.search).toBe('?kind=b'))
    expect(await screen.findByText('Вещей нет')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('still shows an error when the list itself is missing (its first page answers 404 too)', async () => {
    const api = createFakeApi()
    api.on('GET', thingsPath, () => jsonResponse(404, { detail: 'Не найдено.' }))
    const { router } = renderThings('/things?page=2', api)
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить вещи')
    expect(router.state.location.search).toBe('?page=2')
  })
})
