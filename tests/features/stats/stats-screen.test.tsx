import { screen, waitFor, within } from '@testing-library/react'
import type uPlot from 'uplot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { StatsScreen } from '../../../src/features/stats/stats-screen'
import { createFakeApi, type FakeApi } from '../../support/fake-api'
import { serveOverallStats } from '../../support/fixtures/dashboard'
import { renderWithConsole } from '../../support/render'
import { seriesKeys, serveStats, statsPath, type StatsFake } from './stats-fixtures'

interface DrawnChart {
  host: HTMLElement
  data: uPlot.AlignedData
  series: { show: boolean }[]
}

const charts: DrawnChart[] = []

// jsdom has no canvas: each uPlot records the data it was given and keeps the series' visibility.
vi.mock('uplot', () => ({
  default: vi.fn(function FakeUPlot(
    this: DrawnChart & Record<string, unknown>,
    options: uPlot.Options,
    data: uPlot.AlignedData,
    target: HTMLElement,
  ) {
    this.host = target
    this.data = data
    this.series = options.series.map((series) => ({ show: series.show ?? true }))
    this.over = document.createElement('div')
    this.setData = (next: uPlot.AlignedData) => (this.data = next)
    this.setSize = () => undefined
    this.setSeries = (index: number, opts: { show: boolean }) => Object.assign(this.series[index] ?? {}, opts)
    this.redraw = () => undefined
    this.destroy = () => charts.splice(charts.indexOf(this), 1)
    charts.push(this)
  }),
}))

/** The chart drawn under the accessible name `name`. */
function drawn(name: string): DrawnChart {
  const host = screen.getByRole('img', { name })
  const chart = charts.find((candidate) => candidate.host === host)
  if (!chart) throw new Error(`no chart drawn for ${name}`)
  return chart
}

const region = (name: string) => screen.getByRole('region', { name })
const nb = '\u00A0'

function backend(fake: StatsFake = {}): FakeApi {
  const api = createFakeApi()
  serveOverallStats(api)
  serveStats(api, fake)
  return api
}

function renderStats(api: FakeApi, url: string) {
  return renderWithConsole({ url, api, routes: () => [{ path: '/stats', element: <StatsScreen /> }] })
}

beforeEach(() => {
  charts.length = 0
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 9, 14, 12))
  Element.prototype.scrollIntoView = vi.fn()
})

afterEach(() => vi.useRealTimers())

describe('StatsScreen', () => {
  it('asks every statistics endpoint for the days and the period of its URL', async () => {
    const api = backend()
    renderStats(api, '/stats?date_from=2026-09-01&date_to=2026-10-14&period=week')
    for (const endpoint of Object.keys(seriesKeys)) {
      await waitFor(() => expect(api.requestsTo('GET', statsPath(endpoint))).toHaveLength(1))
      const query = api.requestsTo('GET', statsPath(endpoint))[0]?.query
      expect(Object.fromEntries(query ?? [])).toEqual({ date_from: '2026-09-01', date_to: '2026-10-14', period: 'week' })
    }
    await waitFor(() => expect(api.requestsTo('GET', statsPath('users-list'))).toHaveLength(1))
    expect(Object.fromEntries(api.requestsTo('GET', statsPath('users-list'))[0]?.query ?? [])).toEqual({
      date_from: '2026-09-01',
      date_to: '2026-10-14',
      page: '1',
      page_size: '25',
      ordering: '-analyzed_images',
    })
    expect(api.requestsTo('GET', statsPath('user-retention'))[0]?.query.toString()).toBe('date_from=2026-09-01&date_to=2026-10-14')
    expect(await screen.findByRole('link', { name: 'anna@example.com' })).toBeInTheDocument()
  })

  it('draws each chart from its answers, a preset choosing the days up to today', async () => {
    const api = backend()
    const { user, router } = renderStats(api, '/stats?range=7d')
    await waitFor(() => expect(drawn('Финансовые операции по типам, по дням').data).toHaveLength(11))
    const finance = drawn('Финансовые операции по типам, по дням').data
    expect(finance[0]).toHaveLength(7)
    expect(finance[1]).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(Object.fromEntries(api.requestsTo('GET', statsPath('new-users'))[0]?.query ?? [])).toEqual({
      date_from: '2026-10-08',
      date_to: '2026-10-14',
      period: 'day',
    })

    await user.click(screen.getByRole('button', { name: 'Квартал' }))
    expect(router.state.location.search).toBe('?range=quarter')
    await waitFor(() => expect(drawn('Новые пользователи, по дням').data[0]).toHaveLength(91))
    expect(api.requestsTo('GET', statsPath('new-users'))[1]?.query.get('date_from')).toBe('2026-07-16')
  })

  it('keeps the drawn chart while another period loads', async () => {
    const api = backend()
    const { user } = renderStats(api, '/stats?range=7d')
    await waitFor(() => expect(drawn('Новые пользователи, по дням').data[0]).toHaveLength(7))
    // Two holds: until the abort fix (#140) lands, a new key's first request may be aborted and sent again.
    const held = [api.hold('GET', statsPath('new-users')), api.hold('GET', statsPath('new-users'))]
    await user.selectOptions(screen.getByLabelText('Шаг'), 'week')
    await held[0]?.arrived
    expect(drawn('Новые пользователи, по дням').data[0]).toHaveLength(7)
    expect(region('Новые пользователи').querySelector('[aria-busy="true"]')).not.toBeNull()
    held.forEach((request) => request.release())
    await waitFor(() => expect(drawn('Новые пользователи, по неделям').data[0]).toHaveLength(2))
  })

  it('compares with the span just before: dashed series shown, the change in % in the table', async () => {
    const api = backend({ previousFrom: '2026-10-01' })
    const { user } = renderStats(api, '/stats?range=7d&compare=on')
    const spans = () =>
      new Set(api.requestsTo('GET', statsPath('new-users')).map(({ query }) => `${query.get('date_from')}..${query.get('date_to')}`))
    await waitFor(() => expect([...spans()].sort()).toEqual(['2026-10-01..2026-10-07', '2026-10-08..2026-10-14']))

    await waitFor(() => expect(drawn('Новые пользователи, по дням').data[2]).toEqual([2, 4, 6, 8, 10, 12, 14]))
    // The earlier span's series is shown once its data has settled (it is hidden while there is none).
    await waitFor(() => expect(drawn('Новые пользователи, по дням').series.map((series) => series.show)).toEqual([true, true, true]))

    await user.click(within(region('Новые пользователи')).getByRole('button', { name: 'Таблица' }))
    const table = within(region('Новые пользователи')).getByRole('grid', { name: 'Новые пользователи, по дням, таблица' })
    const firstRow = within(table).getAllByRole('row')[1]
    expect(firstRow).toHaveTextContent(`08.10.2026`)
    expect(
      within(firstRow ?? table)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toEqual(['08.10.2026', '1', '2', `\u221250${nb}%`])
  })

  it('fails one chart on its own with «Повторить» while the others draw', async () => {
    const api = backend()
    api.fail('GET', statsPath('analyzed-projects'), 'network')
    const { user } = renderStats(api, '/stats?range=7d')
    const failed = region('Проанализированные изображения и проекты')
    const alert = await within(failed).findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить график «Проанализированные изображения и проекты»')
    await waitFor(() => expect(drawn('Новые пользователи, по дням').data[0]).toHaveLength(7))
    expect(screen.getAllByRole('alert')).toHaveLength(1)

    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    await waitFor(() => expect(drawn('Проанализированные изображения и проекты, по дням').data).toHaveLength(5))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows retention as a heatmap: a cohort per row, the share of each month in its cell', async () => {
    renderStats(backend(), '/stats')
    const heatmap = await within(region('Удержание пользователей')).findByRole('table')
    const rows = within(heatmap).getAllByRole('row')
    expect(within(rows[1] ?? heatmap).getByRole('rowheader')).toHaveTextContent('сентябрь 2026')
    expect(
      within(rows[1] ?? heatmap)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([`1${nb}500`, `90${nb}%`, `45,7${nb}%`])
    expect(
      within(rows[2] ?? heatmap)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20', `100${nb}%`, ''])
  })

  it('scrolls to the chart a palette command names and focuses it', async () => {
    renderStats(backend(), '/stats#chart-finance')
    await waitFor(() => expect(region('Финансовые операции по типам')).toHaveFocus())
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
  })
})
