import type { HttpClient } from './http'

export const reportPaths = {
  monthly: '/v1/admin/elama/monthly-report/',
} as const

/**
 * GET /v1/admin/elama/monthly-report/?month=YYYY-MM: the whole answer (headers for the file name
 * and size, the body to stream), not parsed here. A bad or future month answers 422.
 */
export function fetchMonthlyReport(http: HttpClient, month: string, options: { signal?: AbortSignal } = {}): Promise<Response> {
  return http.raw(reportPaths.monthly, { query: { month }, signal: options.signal, headers: { Accept: 'text/csv' } })
}
