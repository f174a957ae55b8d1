import type { CustomerPage } from '../../contract/schemas/customers'
import type { StatsOverall, StatsUserRow, UserRetention } from '../../contract/schemas/stats'
import { allPages, jsonBody, startTestServer, type TestServer } from './helpers'

/** Statistics are computed from the data: the figures of one call agree with other calls over the same rows. */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface Series {
  period: string
  dates: string[]
  series: Record<string, number[]>
}

const moscowToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10)
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const sum = (values: readonly number[] | undefined) => (values ?? []).reduce((total, value) => total + value, 0)
const today = moscowToday()
const twoYearsAgo = shiftDay(today, -740)
const whole = `date_from=${twoYearsAgo}&date_to=${today}`

test('the default range is the last 30 days, one date a day, every column as long as the dates', async () => {
  const answer = await server.json<Series>('/v1/admin/stats/new-users/')
  expect(answer.period).toBe('day')
  expect(answer.dates).toHaveLength(30)
  expect(answer.dates.at(-1)).toBe(today)
  expect(answer.series.new_users).toHaveLength(30)
})

test('weeks are dated by their Mondays and months by their first days', async () => {
  const weeks = await server.json<Series>(`/v1/admin/stats/analyzed-images/?period=week&${whole}`)
  expect(weeks.dates.every((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
  const months = await server.json<Series>(`/v1/admin/stats/analyzed-images/?period=month&${whole}`)
  expect(months.dates.every((date) => date.endsWith('-01'))).toBe(true)
  const days = await server.json<Series>(`/v1/admin/stats/analyzed-images/?period=day&${whole}`)
  expect(sum(weeks.series.analyzed_images)).toBe(sum(days.series.analyzed_images))
  expect(sum(months.series.analyzed_images)).toBe(sum(days.series.analyzed_images))
})

test('new users over a range are the customers registered in it', async () => {
  const from = shiftDay(today, -200)
  const series = await server.json<Series>(`/v1/admin/stats/new-users/?date_from=${from}&date_to=${today}&period=month`)
  const customers = await server.json<CustomerPage>(`/v1/admin/users/customers/?registered_from=${from}&registered_to=${today}&page_size=1`)
  expect(sum(series.series.new_users)).toBe(customers.count)
})

test('the series over two years add up to the overall figures', async () => {
  const overall = await server.json<StatsOverall>('/v1/admin/stats/')
  const images = await server.json<Series>(`/v1/admin/stats/analyzed-images/?period=month&${whole}`)
  const projects = await server.json<Series>(`/v1/admin/stats/analyzed-projects/?period=month&${whole}`)
  const outputs = await server.json<Series>(`/v1/admin/stats/generated-outputs/?period=month&${whole}`)
  const generated = await server.json<Series>(`/v1/admin/stats/generated-images/?period=month&${whole}`)
  const money = await server.json<Series>(`/v1/admin/stats/finance-operations/?period=month&${whole}`)
  expect(overall.users_total).toBe(200)
  expect(sum(images.series.analyzed_images)).toBe(overall.analyzed_images_total)
  expect(sum(projects.series.analyzed_projects)).toBe(overall.analyzed_projects_total)
  expect(sum(outputs.series.generated_outputs)).toBe(overall.generated_outputs_total)
  expect(sum(generated.series.generated_images)).toBe(overall.generated_images_total)
  expect(sum(money.series.top_up).toFixed(2)).toBe(overall.revenue_total)
  const movements = ['top_up', 'charge', 'refund', 'bonus', 'admin_top_up'].reduce((total, key) => total + sum(money.series[key]), 0)
  expect(movements.toFixed(2)).toBe(overall.balance_total)
  expect(sum(money.series.charge)).toBeLessThan(0)
})

test('a top-up shows in today’s admin_top_up and in the balance total at once', async () => {
  const before = await server.json<Series>('/v1/admin/stats/finance-operations/')
  const overallBefore = await server.json<StatsOverall>('/v1/admin/stats/')
  const customer = (await server.json<CustomerPage>('/v1/admin/users/customers/?page_size=1')).results[0]
  await server.json(
    `/v1/admin/users/customers/${customer?.customer_uuid}/fill_up_balance/`,
    jsonBody('PATCH', { amount: '321.09', comment: '' }, { 'Idempotency-Key': crypto.randomUUID() }),
  )
  const after = await server.json<Series>('/v1/admin/stats/finance-operations/')
  expect(((after.series.admin_top_up?.at(-1) ?? 0) - (before.series.admin_top_up?.at(-1) ?? 0)).toFixed(2)).toBe('321.09')
  const overallAfter = await server.json<StatsOverall>('/v1/admin/stats/')
  expect((Number(overallAfter.balance_total) - Number(overallBefore.balance_total)).toFixed(2)).toBe('321.09')
})

test('users-list rows add up to the series of the same range, one row a customer active in it', async () => {
  const range = `date_from=${shiftDay(today, -90)}&date_to=${today}`
  const rows = await allPages<StatsUserRow>(server, `/v1/admin/stats/users-list/?${range}&page_size=500`)
  expect(new Set(rows.map((row) => row.customer_uuid)).size).toBe(rows.length)
  const images = await server.json<Series>(`/v1/admin/stats/analyzed-images/?${range}`)
  const generated = await server.json<Series>(`/v1/admin/stats/generated-images/?${range}`)
  expect(sum(rows.map((row) => row.analyzed_images))).toBe(sum(images.series.analyzed_images))
  expect(sum(rows.map((row) => row.generated_images))).toBe(sum(generated.series.generated_images))
  const counts = rows.map((row) => row.analyzed_images)
  expect(counts).toEqual([...counts].sort((left, right) => right - left))
})

test('retention: a cohort a month, sized by registrations, shares between 0 and 1, one more month the older the cohort', async () => {
  const retention = await server.json<UserRetention>(`/v1/admin/stats/user-retention/?date_from=${shiftDay(today, -365)}`)
  const cohorts = retention.cohorts
  expect(cohorts.length).toBeGreaterThanOrEqual(12)
  for (const [index, cohort] of cohorts.entries()) {
    expect(cohort.retention).toHaveLength(cohorts.length - index)
    expect(cohort.retention.every((share) => share >= 0 && share <= 1)).toBe(true)
    const lastDay = shiftDay(
      `${new Date(Date.UTC(Number(cohort.cohort.slice(0, 4)), Number(cohort.cohort.slice(5, 7)), 1)).toISOString().slice(0, 10)}`,
      -1,
    )
    const registered = await server.json<CustomerPage>(
      `/v1/admin/users/customers/?registered_from=${cohort.cohort}-01&registered_to=${lastDay}&page_size=1`,
    )
    expect(cohort.size).toBe(registered.count)
  }
})

test('registration-to-analysis hours are not negative, and zero where nobody registered', async () => {
  const time = await server.json<Series>(`/v1/admin/stats/registration-alalys-time/?period=week&${whole}`)
  const registrations = await server.json<Series>(`/v1/admin/stats/new-users/?period=week&${whole}`)
  time.dates.forEach((_, index) => {
    const median = time.series.median_hours?.[index] ?? -1
    const mean = time.series.mean_hours?.[index] ?? -1
    expect(median).toBeGreaterThanOrEqual(0)
    expect(mean).toBeGreaterThanOrEqual(0)
    if (registrations.series.new_users?.[index] === 0) expect([median, mean]).toEqual([0, 0])
  })
})

test('the average analysed count is images per active user: zero on days without images', async () => {
  const average = await server.json<Series>(`/v1/admin/stats/avg-analyzed-count/?${whole}`)
  const images = await server.json<Series>(`/v1/admin/stats/analyzed-images/?${whole}`)
  average.dates.forEach((_, index) => {
    const value = average.series.avg_analyzed_count?.[index] ?? -1
    const count = images.series.analyzed_images?.[index] ?? 0
    if (count === 0) expect(value).toBe(0)
    else expect(value).toBeGreaterThanOrEqual(1)
  })
})

test.each([
  ['date_from=2026-02-30', 'query.date_from'],
  ['date_from=2026-03-02&date_to=2026-03-01', 'query.date_to'],
  ['date_from=2000-01-01&date_to=2026-01-01', 'query.date_from'],
  ['period=quarter', 'query.period'],
])('%s answers 422 at %s', async (query, loc) => {
  const response = await server.call(`/v1/admin/stats/new-users/?${query}`)
  expect(response.status).toBe(422)
  const body = (await response.json()) as { detail: { loc: string[] }[] }
  expect(body.detail.map((issue) => issue.loc.join('.'))).toEqual([loc])
})
