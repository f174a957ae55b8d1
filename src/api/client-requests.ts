import { clientRequestEndpoints } from '../../contract/endpoints/client-requests'
import { openEndpoint } from './call'
import type { HttpClient } from './http'

/** The start of every query key of «Запросы клиентов» (its record type's), which a claim makes stale too. */
export const clientRequestsKey = 'client-requests'

/**
 * A request's images: the whole answer (a zip), so that the caller reads its name from
 * Content-Disposition, its size from Content-Length and streams its body. A request without
 * images answers 404 (an HttpError).
 */
export function downloadClientRequestImages(http: HttpClient, requestUuid: string, signal?: AbortSignal): Promise<Response> {
  return openEndpoint(http, clientRequestEndpoints.downloadImages, {
    path: { client_request_uuid: requestUuid },
    headers: { Accept: 'application/zip' },
    signal,
  })
}
