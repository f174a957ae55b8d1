import { elamaEndpoints } from '../../contract/endpoints/finance'
import { openEndpoint } from './call'
import type { HttpClient } from './http'

/**
 * The eLama report of `month` (YYYY-MM): the whole answer (headers for the file name and size, the
 * body to stream), not parsed here. A bad or future month answers 422.
 */
export function fetchMonthlyReport(http: HttpClient, month: string, options: { signal?: AbortSignal } = {}): Promise<Response> {
  return openEndpoint(http, elamaEndpoints.monthlyReport, { query: { month }, signal: options.signal, headers: { Accept: 'text/csv' } })
}
