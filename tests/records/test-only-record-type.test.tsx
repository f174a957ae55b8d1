import { screen, waitFor, within } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeatureModule } from '../../src/lib/feature-module'
import { createFakeApi, jsonResponse, type FakeApi } from '../support/fake-api'
import { renderWithConsole } from '../support/render'
import { base, type Tariff } from './tariffs'

// «Тарифы» (./tariffs: one declaration, its screen and drawer) joins the list of features, as a new record type would.
vi.mock('../../src/app/feature-modules', async (original) => {
  const actual = await original<{ featureModules: readonly FeatureModule[] }>()
  const { tariffsModule } = await import('./tariffs')
  return { featureModules: [...actual.featureModules, tariffsModule] }
})

const economy: Tariff = { tariff_uuid: '1d5e8c1a-3b6f-4c2d-9a7e-000000000001', name: 'Эконом', tier: 'basic' }
const gold: Tariff = { tariff_uuid: '1d5e8c1a-3b6f-4c2d-9a7e-000000000002', name: 'Золото', tier: 'premium' }

/** The fake's tariffs, filtered by `tier`; a stream whose events the test sends. */
function serveTariffs(api: FakeApi, records: Tariff[]) {
  api.on('GET', base, (request) => {
    const tier = request.query.get('tier')
    const results = records.filter((tariff) => tier === null || tariff.tier === tier)
    return jsonResponse(200, { count: results.length, next: null, previous: null, results })
  })
  api.on('POST', `${base}create/`, (request) => {
    const body = request.body as { name: string; tier: Tariff['tier'] }
    const created: Tariff = { tariff_uuid: '1d5e8c1a-3b6f-4c2d-9a7e-000000000003', ...body }
    records.push(created)
    return jsonResponse(201, created)
  })
  const encoder = new TextEncoder()
  let send: (event: object) => void = () => undefined
  api.on('GET', '/v1/admin/events/', () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = (event) => controller.enqueue(encoder.encode(`event: record\ndata: ${JSON.stringify(event)}\n\n`))
      },
    })
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
  })
  return { send: (event: object) => send(event) }
}

// jsdom has no IndexedDB, where the console keeps its own journal (this fake has none on the server).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
})

const grid = () => screen.getByRole('grid', { name: 'Тарифы' })

describe('a record type declared once, in a test', () => {
  it('has its list, filter, form, palette command, journal entry and live refresh from its declaration', async () => {
    const api = createFakeApi()
    const records = [economy, gold]
    const stream = serveTariffs(api, records)
    const view = renderWithConsole({ url: '/tariffs', api })

    // The list, from the fake's answer.
    expect(await within(await screen.findByRole('grid', { name: 'Тарифы' })).findByText('Эконом')).toBeInTheDocument()
    expect(within(grid()).getByText('Премиум')).toBeInTheDocument()

    // The filter, from the endpoint's declaration, in the type's words.
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Уровень' }), 'Премиум')
    await waitFor(() => expect(api.requestsTo('GET', base).at(-1)?.query.get('tier')).toBe('premium'))
    await waitFor(() => expect(within(grid()).queryByText('Эконом')).not.toBeInTheDocument())

    // The palette's command.
    await view.user.keyboard('{Control>}k{/Control}')
    await screen.findByRole('combobox', { name: 'Команды' })
    await view.user.keyboard('тариф')
    const palette = screen.getByRole('dialog', { name: 'Команды' })
    expect(await within(palette).findByRole('option', { name: /Создать тариф/ })).toBeInTheDocument()
    await view.user.keyboard('{Escape}')

    // The form drawer creates one.
    await view.router.navigate('/tariffs?drawer=tariff')
    const drawer = await screen.findByRole('dialog', { name: 'Новый тариф' })
    await view.user.type(within(drawer).getByLabelText(/Название тарифа/), 'Платина')
    await view.user.click(within(drawer).getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(api.requestsTo('POST', `${base}create/`)).toHaveLength(1))
    expect(api.requestsTo('POST', `${base}create/`)[0]?.body).toEqual({ name: 'Платина', tier: 'basic' })
    expect(await screen.findByText('Тариф создан')).toBeInTheDocument()

    // A live event about a tariff reads the list anew.
    await view.router.navigate('/tariffs')
    await within(await screen.findByRole('grid', { name: 'Тарифы' })).findByText('Платина')
    records.push({ tariff_uuid: '1d5e8c1a-3b6f-4c2d-9a7e-000000000004', name: 'Бронза', tier: 'basic' })
    stream.send({ kind: 'record', action: 'created', resource: 'tariff', uuid: null, by: 'b@example.ru' })
    expect(await within(grid()).findByText('Бронза')).toBeInTheDocument()

    // The journal's entry, in the type's own words.
    await view.router.navigate('/journal')
    const journal = await screen.findByRole('grid', { name: 'Журнал' })
    const link = await within(journal).findByRole('link', { name: 'Платина' })
    expect(link).toHaveAttribute('href', '/tariffs?drawer=tariff&tariff=1d5e8c1a-3b6f-4c2d-9a7e-000000000003')
    const entry = within(journal)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Платина'))
    expect(entry).toHaveTextContent('Тариф')
    expect(entry).toHaveTextContent('Название тарифа')
    expect(entry).toHaveTextContent('Уровень')
    expect(entry).toHaveTextContent('Базовый')
  })
})
