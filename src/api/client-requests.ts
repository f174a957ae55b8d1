import { ClientRequest, ClientRequestCreateBody, ClientRequestEditBody, ClientRequestPage } from '../../contract/schemas/client-requests'
import type { HttpClient } from './http'
import { defineResource } from './resource'

/** Client requests («Запросы клиентов»): list, create, edit, delete. */
export const clientRequestsResource = defineResource({
  key: 'client-requests',
  path: '/v1/admin/client-requests/',
  idField: 'client_request_uuid',
  nameField: 'title',
  item: ClientRequest,
  page: ClientRequestPage,
  createBody: ClientRequestCreateBody,
  editBody: ClientRequestEditBody,
})

/**
 * GET …/{client_request_uuid}/download-images/: the whole answer (a zip), so that the caller reads
 * its name from Content-Disposition, its size from Content-Length and streams its body. A request
 * without images answers 404 (an HttpError).
 */
export function downloadClientRequestImages(http: HttpClient, requestUuid: string, signal?: AbortSignal): Promise<Response> {
  return http.raw(`${clientRequestsResource.recordPath(requestUuid)}download-images/`, {
    headers: { Accept: 'application/zip' },
    signal,
  })
}
