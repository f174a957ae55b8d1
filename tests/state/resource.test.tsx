import { screen, waitFor } from '@testing-library/react'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { string, type } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { defineResource } from '../../src/api/resource'
import { multiChoiceParam, orderingParam, pageParam, pageSizeParam, textParam } from '../../src/lib/list-query'
import { createResourceAtoms } from '../../src/state/domain/resource'
import { useListScreen } from '../../src/state/lists/list-screen'
import { useDrawerRecord } from '../../src/state/lists/use-resource-drawer'
import { useMutate, useRefreshAfterWrites } from '../../src/state/query/console-mutation'
import { listQuery } from '../../src/state/query/list-query'
import { useRead } from '../../src/state/query/use-read'
import { createFakeApi, jsonResponse, type FakeApi } from '../support/fake-api'
import { listPage } from '../support/fixtures/list-page'
import { thingEndpoints } from '../support/fixtures/thing-endpoints'
import { renderWithConsole } from '../support/render'

// A made-up resource of the contract's shape, so that the factories are tested apart from any screen.
const Thing = type({ thing_uuid: string(), name: string() })
const things = defineResource({
  key: 'things',
  endpoints: thingEndpoints(Thing),
  idField: 'thing_uuid',
  nameField: 'name',
  item: Thing,
})
const thingAtoms = createResourceAtoms(things)

const schema = {
  page: pageParam(),
  pageSize: pageSizeParam([25, 50]),
  search: textParam('search'),
  kind: multiChoiceParam('kind', ['a', 'b'] as const),
  ordering: orderingParam('ordering', ['name', 'created_at'] as const, '-created_at'),
}

function thingRows(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    thing_uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Вещь ${index}`,
  }))
}

function serveThings(api: FakeApi, rows: readonly { thing_uuid: string; name: string }[]) {
  api.on('GET', '/v1/admin/things/', (request) => listPage(request, rows))
}

function ThingList() {
  const list = useListScreen(schema)
  const result = useRead(listQuery(things), list.apiParams)
  return (
    <>
      <p>Найдено: {result.data?.count ?? '…'}</p>
      <p>Сортировка: {list.tableProps.sort ? `${list.tableProps.sort.field} ${list.tableProps.sort.direction}` : 'нет'}</p>
      <p>Фильтры: {list.filtered ? 'да' : 'нет'}</p>
      <button onClick={() => list.update({ search: 'вещь', kind: ['b'] })}>Искать</button>
      <button onClick={() => list.tableProps.onSortChange({ field: 'name', direction: 'asc' })}>По имени</button>
      <button onClick={() => list.tableProps.onPageChange(2)}>Вторая страница</button>
      <button onClick={list.reset}>Сбросить</button>
    </>
  )
}

function ThingRecord({ id }: { id: string }) {
  const record = useRead(thingAtoms.recordQuery, id)
  if (record.isPending) return <p>Загрузка записи</p>
  return <p>{record.data ? `Запись: ${record.data.name}` : 'Запись не найдена'}</p>
}

const route = (element: React.ReactNode) => () => [{ path: '/things', element }]

describe('useListScreen', () => {
  it('sends the URL state to the API under the same keys, every value included', async () => {
    const api = createFakeApi()
    serveThings(api, thingRows(3))
    renderWithConsole({ url: '/things?search=%D0%B2&kind=a&kind=b&page_size=50', api, routes: route(<ThingList />) })
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument()
    const [request] = api.requestsTo('GET', '/v1/admin/things/')
    expect(request?.query.toString()).toBe('page=1&page_size=50&search=%D0%B2&kind=a&kind=b&ordering=-created_at')
  })

  it('writes changes to the URL, back to the first page, and reads sorting from it', async () => {
    const api = createFakeApi()
    serveThings(api, thingRows(60))
    const { user, router } = renderWithConsole({ url: '/things?page=2', api, routes: route(<ThingList />) })
    expect(await screen.findByText('Найдено: 60')).toBeInTheDocument()
    expect(screen.getByText('Сортировка: created_at desc')).toBeInTheDocument()
    expect(screen.getByText('Фильтры: нет')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'По имени' }))
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=name'))
    expect(screen.getByText('Сортировка: name asc')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Искать' }))
    await waitFor(() => expect(router.state.location.search).toBe('?search=%D0%B2%D0%B5%D1%89%D1%8C&kind=b&ordering=name'))
    expect(screen.getByText('Фильтры: да')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Сбросить' }))
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=name'))
    expect(screen.getByText('Фильтры: нет')).toBeInTheDocument()
  })
})

describe('createResourceAtoms: the record of a drawer', () => {
  it('a drawer reads its record anew even when a loaded list has it, and shows it as the server has it now', async () => {
    const api = createFakeApi()
    const rows = thingRows(3)
    serveThings(api, rows)
    function DrawerThing({ id }: { id: string }) {
      const { record, load } = useDrawerRecord(thingAtoms, id, 'вещь')
      return <p>{record ? `Запись: ${record.name}` : `Состояние: ${load.status}`}</p>
    }
    function ListThenRecord() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <ThingList />
          <button onClick={() => setOpen(true)}>Открыть запись</button>
          {open && <DrawerThing id={rows[1]?.thing_uuid ?? ''} />}
        </>
      )
    }
    const { user } = renderWithConsole({ url: '/things', api, routes: route(<ListThenRecord />) })
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument()
    // Renamed on the server after the list was read.
    serveThings(
      api,
      rows.map((row, index) => (index === 1 ? { ...row, name: 'Вещь 1, новое имя' } : row)),
    )

    await user.click(screen.getByRole('button', { name: 'Открыть запись' }))

    expect(await screen.findByText('Запись: Вещь 1, новое имя')).toBeInTheDocument()
    expect(screen.queryByText('Запись: Вещь 1')).not.toBeInTheDocument()
    expect(api.requestsTo('GET', '/v1/admin/things/').map((request) => request.query.get('page_size'))).toEqual(['25', '500'])
  })

  it('pages through the list in pages of 500 until it finds the record', async () => {
    const api = createFakeApi()
    const rows = thingRows(1200)
    serveThings(api, rows)
    renderWithConsole({ url: '/things', api, routes: route(<ThingRecord id={rows[1100]?.thing_uuid ?? ''} />) })
    expect(screen.getByText('Загрузка записи')).toBeInTheDocument()
    expect(await screen.findByText('Запись: Вещь 1100')).toBeInTheDocument()
    const asked = api.requestsTo('GET', '/v1/admin/things/').map((request) => request.query.toString())
    expect(asked).toEqual(['page=1&page_size=500', 'page=2&page_size=500', 'page=3&page_size=500'])
  })

  it('says a record that is gone is not found', async () => {
    const api = createFakeApi()
    serveThings(api, thingRows(2))
    renderWithConsole({ url: '/things', api, routes: route(<ThingRecord id="00000000-0000-4000-8000-999999999999" />) })
    expect(await screen.findByText('Запись не найдена')).toBeInTheDocument()
  })
})

describe('createResourceAtoms: mutations', () => {
  function Mutations() {
    const create = useAtomValue(thingAtoms.createAtom)
    const removeRecord = useMutate(thingAtoms.removeAtom)
    const refresh = useRefreshAfterWrites(thingAtoms.changedKeys)
    const remove = (id: string) => void removeRecord({ id }).then(refresh)
    return (
      <>
        <button onClick={() => create.mutate({ name: 'Новая' })}>Создать</button>
        <button onClick={() => remove('00000000-0000-4000-8000-000000000000')}>Удалить</button>
      </>
    )
  }

  it('refreshes the lists after a create and after a remove', async () => {
    const api = createFakeApi()
    const rows = thingRows(2)
    serveThings(api, rows)
    api.on('POST', '/v1/admin/things/create/', (request) => {
      const created = { thing_uuid: '00000000-0000-4000-8000-100000000000', name: (request.body as { name: string }).name }
      rows.push(created)
      return jsonResponse(201, created)
    })
    api.on('DELETE', '/v1/admin/things/:id/delete/', (request) => {
      rows.splice(
        rows.findIndex((row) => row.thing_uuid === request.params.id),
        1,
      )
      return new Response(null, { status: 204 })
    })
    const { user } = renderWithConsole({
      url: '/things',
      api,
      routes: route(
        <>
          <ThingList />
          <Mutations />
        </>,
      ),
    })
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Создать' }))
    expect(await screen.findByText('Найдено: 3')).toBeInTheDocument()
    expect(api.requestsTo('POST', '/v1/admin/things/create/')[0]?.body).toEqual({ name: 'Новая' })
    await user.click(screen.getByRole('button', { name: 'Удалить' }))
    expect(await screen.findByText('Найдено: 2')).toBeInTheDocument()
    expect(api.requestsTo('DELETE', '/v1/admin/things/00000000-0000-4000-8000-000000000000/delete/')).toHaveLength(1)
  })
})
