/**
 * The statistics endpoints as fakes: every series answers a bucket per day (or per Monday / first
 * of a month) of the asked days with values 1, 2, 3, … (the previous span: 2, 4, 6, …, so each
 * change is −50 %), retention has two cohorts, users-list a few rows.
 */
import { addDays, dayToSeconds } from '../../../src/lib/chart-data'
import { jsonResponse, type FakeApi, type FakeRequest } from '../../support/fake-api'
import { listPage } from '../../support/fixtures/list-page'

export const seriesKeys = {
  'new-users': ['new_users'],
  'analyzed-images': ['analyzed_images'],
  'analyzed-projects': ['analyzed_projects'],
  'generated-outputs': ['generated_outputs'],
  'regenerated-outputs': ['regenerated_outputs'],
  'generated-images': ['generated_images'],
  'regenerated-images': ['regenerated_images'],
  'avg-analyzed-count': ['avg_analyzed_count'],
  'regenerate-zones-count': ['regenerate_zones_count'],
  'registration-alalys-time': ['median_hours', 'mean_hours'],
  'finance-operations': ['top_up', 'charge', 'refund', 'bonus', 'admin_top_up'],
} as const

export const statsPath = (endpoint: string) => `/v1/admin/stats/${endpoint}/`

function bucketStarts(from: string, to: string, period: string): string[] {
  const starts: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const weekday = new Date(dayToSeconds(day) * 1000).getUTCDay()
    const start = period === 'week' ? addDays(day, -((weekday + 6) % 7)) : period === 'month' ? `${day.slice(0, 7)}-01` : day
    if (starts[starts.length - 1] !== start) starts.push(start)
  }
  return starts
}

/** The span a test treats as "before": its values are twice the index. */
export interface StatsFake {
  previousFrom?: string
}

export function serveStats(api: FakeApi, fake: StatsFake = {}): void {
  for (const [endpoint, keys] of Object.entries(seriesKeys)) {
    api.on('GET', statsPath(endpoint), (request: FakeRequest) => {
      const from = request.query.get('date_from') ?? ''
      const to = request.query.get('date_to') ?? ''
      const period = request.query.get('period') ?? 'day'
      const dates = bucketStarts(from, to, period)
      const factor = from === fake.previousFrom ? 2 : 1
      const series = Object.fromEntries(keys.map((key) => [key, dates.map((_, index) => (index + 1) * factor)]))
      return jsonResponse(200, { period, dates, series })
    })
  }
  api.on('GET', statsPath('user-retention'), () =>
    jsonResponse(200, {
      cohorts: [
        { cohort: '2026-09', size: 1500, retention: [0.9, 0.4567] },
        { cohort: '2026-10', size: 20, retention: [1] },
      ],
    }),
  )
  api.on('GET', statsPath('users-list'), (request) =>
    listPage(request, [
      {
        customer_uuid: '6f1c1d52-3f6b-4d4e-9a53-2f1de3e0a001',
        email: 'anna@example.com',
        registered_at: '2026-09-01T10:00:00+03:00',
        analyzed_images: 1200,
        analyzed_projects: 30,
        generated_outputs: 8,
        generated_images: 16,
        spent: '1500.00',
      },
    ]),
  )
}
