import { ok } from '../answers'
import { choice, day, dayUntil, ordering, pageQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import {
  StatsOverall,
  statsPeriods,
  statsSeriesAnswers,
  StatsUsersPage,
  UserRetention,
  type StatsSeriesEndpoint,
  type StatsUsersOrderingField,
} from '../schemas/stats'

/** The users list's sort fields, in the document's order. */
const usersListOrdering = [
  'analyzed_images',
  'analyzed_projects',
  'generated_outputs',
  'generated_images',
  'registered_at',
  'email',
] as const satisfies readonly StatsUsersOrderingField[]

const seriesQuery = {
  date_from: day('Первый день (включительно); по умолчанию 29 дней до date_to'),
  date_to: dayUntil('date_from', 'Последний день (включительно); по умолчанию сегодня'),
}

const periodQuery = choice(statsPeriods, { fallback: 'day', schemaDefault: 'day' })

/** One series of the statistics screen: `{period, dates, series}` over a range of days. */
function seriesEndpoint<E extends StatsSeriesEndpoint>(name: E) {
  return declareEndpoint({
    method: 'get',
    path: `/v1/admin/stats/${name}/`,
    summary: `Ряд ${name}`,
    tag: 'stats',
    query: { ...seriesQuery, period: periodQuery },
    answers: { 200: ok<(typeof statsSeriesAnswers)[E]['TYPE']>(statsSeriesAnswers[name]) },
  })
}

export type StatsSeriesDeclaration<E extends StatsSeriesEndpoint> = ReturnType<typeof seriesEndpoint<E>>

/** The series' names (their paths' last segment), in the document's order. */
export const statsSeriesNames = Object.keys(statsSeriesAnswers) as StatsSeriesEndpoint[]

/** The statistics: overall figures, the users' activity, each series and the retention. */
export const statsEndpoints = {
  overall: declareEndpoint({
    method: 'get',
    path: '/v1/admin/stats/',
    summary: 'Общие показатели',
    tag: 'stats',
    answers: { 200: ok(StatsOverall) },
  }),
  usersList: declareEndpoint({
    method: 'get',
    path: '/v1/admin/stats/users-list/',
    summary: 'Активность пользователей за период',
    tag: 'stats',
    query: { ...pageQuery, ...seriesQuery, ordering: ordering(usersListOrdering, '-analyzed_images') },
    answers: { 200: ok(StatsUsersPage) },
  }),
  series: Object.fromEntries(statsSeriesNames.map((name) => [name, seriesEndpoint(name)])) as {
    [E in StatsSeriesEndpoint]: StatsSeriesDeclaration<E>
  },
  retention: declareEndpoint({
    method: 'get',
    path: '/v1/admin/stats/user-retention/',
    summary: 'Удержание по месяцам регистрации',
    tag: 'stats',
    query: {
      date_from: day('Первая когорта: месяц этого дня; по умолчанию 11 месяцев до date_to'),
      date_to: dayUntil('date_from', 'Последняя когорта: месяц этого дня; по умолчанию текущий месяц'),
    },
    answers: { 200: ok(UserRetention) },
  }),
}
