import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DashboardScreen } from '../../../src/features/dashboard/dashboard-screen'
import { createFakeApi, type FakeApi } from '../../support/fake-api'
import { ivan, makeCustomers } from '../../support/fixtures/customers'
import {
  heatmapModelPaths,
  makeHeatmapModels,
  overallStatsPath,
  serveHeatmapModels,
  serveOverallStats,
} from '../../support/fixtures/dashboard'
import { makeOperationsLog, operationsPath, serveOperations } from '../../support/fixtures/finance-operations'
import { renderWithConsole } from '../../support/render'

const nb = '\u00A0'

function backend() {
  const api = createFakeApi()
  serveOverallStats(api)
  const models = serveHeatmapModels(api)
  serveOperations(api, makeOperationsLog(60, makeCustomers(20)))
  return { api, models }
}

function renderDashboard(api: FakeApi) {
  return renderWithConsole({
    url: '/dashboard',
    api,
    routes: () => [
      { path: '/dashboard', element: <DashboardScreen /> },
      { path: '/users/:uuid', element: <h1>Карточка пользователя</h1> },
    ],
  })
}

/** The dashboard block (a Card: a section under an h2) titled `title`. */
function block(title: string): HTMLElement {
  const section = screen.getByRole('heading', { level: 2, name: title }).closest('section')
  if (!section) throw new Error(`No block titled ${title}`)
  return section
}

/** The value shown under a figure's label. */
function figure(title: string, label: string): string {
  // A model metric's name is a term inside the <dt> (it explains itself on hover): match the <dt>'s whole text.
  const term = within(block(title)).getByText((_, element) => element?.tagName === 'DT' && element.textContent === label)
  return term.nextElementSibling?.textContent ?? ''
}

describe('DashboardScreen', () => {
  it('shows the overall figures, the active model, the latest operations and the shortcuts', async () => {
    const { api } = backend()
    renderDashboard(api)
    expect(screen.getByRole('heading', { level: 1, name: 'Дэшбоард' })).toBeInTheDocument()

    await waitFor(() => expect(figure('Общие показатели', 'Пользователей всего')).toBe(`12${nb}840`))
    expect(figure('Общие показатели', 'Активны за 30 дней')).toBe(`3${nb}127`)
    expect(figure('Общие показатели', 'Проанализировано изображений')).toBe(`1${nb}045${nb}932`)
    expect(figure('Общие показатели', 'Проанализировано проектов')).toBe(`48${nb}211`)
    expect(figure('Общие показатели', 'Сгенерировано результатов')).toBe(`90${nb}412`)
    expect(figure('Общие показатели', 'Сгенерировано изображений')).toBe(`271${nb}236`)
    expect(figure('Общие показатели', 'Выручка')).toBe(`18${nb}452${nb}390,50${nb}₽`)
    expect(figure('Общие показатели', 'На балансах пользователей')).toBe(`2${nb}304${nb}117,25${nb}₽`)

    const model = block('Активная модель')
    expect(await within(model).findByText('SaliencyNet')).toBeInTheDocument()
    expect(within(model).getByText('версия 3.2.0')).toBeInTheDocument()
    expect(figure('Активная модель', 'AUC')).toBe('0,874')
    expect(figure('Активная модель', 'NSS')).toBe('2,150')
    expect(figure('Активная модель', 'CC')).toBe('0,712')

    const operations = block('Последние операции')
    await waitFor(() => expect(within(operations).getAllByRole('link', { name: ivan.email })).not.toHaveLength(0))
    const [request] = api.requestsTo('GET', operationsPath)
    expect(new URL(request!.url, 'http://console.test').search).toBe('?page=1&page_size=10&ordering=-created_at')
    const rows = within(within(operations).getByRole('grid', { name: 'Последние операции' })).getAllByRole('row')
    expect(rows).toHaveLength(11)
    // toHaveTextContent reads no-break spaces as plain ones.
    expect(rows[1]).toHaveTextContent('Пополнение+10,00 ₽')
    expect(within(rows[1]!).getByRole('link', { name: ivan.email })).toHaveAttribute('href', `/users/${ivan.customer_uuid}`)
    expect(within(operations).getByRole('link', { name: 'Все операции' })).toHaveAttribute('href', '/operations')

    const shortcuts = screen.getByRole('navigation', { name: 'Быстрые действия' })
    expect(within(shortcuts).getByRole('link', { name: 'Найти пользователя' })).toHaveAttribute('href', '/users')
    expect(within(shortcuts).getByRole('link', { name: 'Финансовые операции' })).toHaveAttribute('href', '/operations')
    expect(within(shortcuts).getByRole('link', { name: 'Статистика' })).toHaveAttribute('href', '/stats')
    expect(within(block('Быстрые действия')).getByText(/— команды/)).toHaveTextContent('Ctrl K — команды')
  })

  it('marks each block busy while it loads, independently of the others', async () => {
    const { api } = backend()
    const stats = api.hold('GET', overallStatsPath)
    renderDashboard(api)
    await stats.arrived

    expect(block('Общие показатели')).toHaveAttribute('aria-busy', 'true')
    await within(block('Активная модель')).findByText('SaliencyNet')
    expect(block('Активная модель')).not.toHaveAttribute('aria-busy')

    stats.release()
    await waitFor(() => expect(block('Общие показатели')).not.toHaveAttribute('aria-busy'))
    expect(figure('Общие показатели', 'Пользователей всего')).toBe(`12${nb}840`)
  })

  it('shows a failed block as its own error while the others show their data; «Повторить» asks again', async () => {
    const { api } = backend()
    api.fail('GET', overallStatsPath, 'network')
    const { user } = renderDashboard(api)

    const alert = await within(block('Общие показатели')).findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить показатели')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(await within(block('Активная модель')).findByText('SaliencyNet')).toBeInTheDocument()
    expect(await within(block('Последние операции')).findAllByRole('link', { name: ivan.email })).not.toHaveLength(0)

    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    await waitFor(() => expect(figure('Общие показатели', 'Пользователей всего')).toBe(`12${nb}840`))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(api.requestsTo('GET', overallStatsPath)).toHaveLength(2)
  })

  it('says there is no active model when the API answers 404', async () => {
    const api = createFakeApi()
    serveOverallStats(api)
    serveHeatmapModels(
      api,
      makeHeatmapModels().map((model) => ({ ...model, is_active: false })),
    )
    serveOperations(api, [])
    renderDashboard(api)

    expect(await within(block('Активная модель')).findByText('Нет активной модели')).toBeInTheDocument()
    expect(within(block('Активная модель')).queryByRole('alert')).toBeNull()
    expect(api.requestsTo('GET', heatmapModelPaths.active)).toHaveLength(1)
    expect(await within(block('Последние операции')).findByText('Операций пока нет')).toBeInTheDocument()
  })

  it('shows the failed operations block with «Повторить» and keeps the figures', async () => {
    const { api } = backend()
    api.fail('GET', operationsPath, 'network')
    const { user } = renderDashboard(api)

    const alert = await within(block('Последние операции')).findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить операции')
    await waitFor(() => expect(figure('Общие показатели', 'Пользователей всего')).toBe(`12${nb}840`))

    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await within(block('Последние операции')).findAllByRole('link', { name: ivan.email })).not.toHaveLength(0)
  })
})
