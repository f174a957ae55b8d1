import type { HttpClient } from './http'
import { StatsOverall } from './schemas/stats'

export const statsPath = '/v1/admin/stats/'

export const statsQueryKeys = {
  all: ['stats'] as const,
  overall: ['stats', 'overall'] as const,
}

/** GET /v1/admin/stats/: the overall figures (users, images, projects, outputs, revenue, balances). */
export function fetchStatsOverall(http: HttpClient, options: { signal?: AbortSignal } = {}): Promise<StatsOverall> {
  return http.json(statsPath, StatsOverall, { signal: options.signal })
}
