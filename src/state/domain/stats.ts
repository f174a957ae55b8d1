import { fetchStatsOverall, statsQueryKeys } from '../../api/stats'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'

/** The overall figures of `stats/`: the dashboard and the statistics screen show them (entities/stats). */
export const statsOverallQuery = defineQuery((_: void, { http }) => ({
  key: statsQueryKeys.overall,
  fetch: ({ signal }) => fetchStatsOverall(http, { signal }),
}))

export function useStatsOverall() {
  return useRead(statsOverallQuery)
}
