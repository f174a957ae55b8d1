import { ifMatchHeader, noContent, ok, versioned, versionMismatch } from '../answers'
import { enumList, foldedSearch, ordering, pageQuery, text, uuidQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import {
  ClientRequest,
  ClientRequestCreateBody,
  ClientRequestEditBody,
  clientRequestOrderingFields,
  ClientRequestPage,
  clientRequestStatuses,
} from '../schemas/client-requests'

/** «Запросы клиентов»: the list, its create, edit and delete, and a request's images as one zip. */
export const clientRequestEndpoints = {
  list: declareEndpoint({
    method: 'get',
    path: '/v1/admin/client-requests/',
    summary: 'Запросы клиентов',
    tag: 'client-requests',
    query: {
      ...pageQuery,
      search: foldedSearch('Заголовок, описание, кабинет'),
      status: enumList(clientRequestStatuses),
      client_request_account_uuid: uuidQuery(),
      claimed_by_email: text({ description: 'Расширение (live): только запросы в работе у этого сотрудника', schema: { type: 'string' } }),
      ordering: ordering(clientRequestOrderingFields, '-created_at'),
    },
    answers: { 200: ok(ClientRequestPage) },
  }),
  create: declareEndpoint({
    method: 'post',
    path: '/v1/admin/client-requests/create/',
    permission: 'records.edit',
    summary: 'Новый запрос',
    tag: 'client-requests',
    body: ClientRequestCreateBody,
    answers: { 201: versioned(ClientRequest, 'Создан') },
  }),
  edit: declareEndpoint({
    method: 'patch',
    path: '/v1/admin/client-requests/{client_request_uuid}/edit/',
    permission: 'records.edit',
    summary: 'Изменение запроса',
    tag: 'client-requests',
    headers: [ifMatchHeader],
    body: ClientRequestEditBody,
    answers: { 200: versioned(ClientRequest), 412: versionMismatch(ClientRequest) },
  }),
  remove: declareEndpoint({
    method: 'delete',
    path: '/v1/admin/client-requests/{client_request_uuid}/delete/',
    permission: 'records.edit',
    summary: 'Удаление запроса',
    tag: 'client-requests',
    headers: [ifMatchHeader],
    answers: { 204: noContent, 412: versionMismatch(ClientRequest) },
  }),
  downloadImages: declareEndpoint({
    method: 'get',
    path: '/v1/admin/client-requests/{client_request_uuid}/download-images/',
    summary: 'Изображения запроса одним zip-архивом; расширение: каждая выгрузка попадает в журнал (archive_downloaded)',
    tag: 'client-requests',
    answers: {
      200: {
        description: 'Zip-архив (без сжатия)',
        content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
        headers: {
          'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="client-request-<uuid8>-images.zip"' },
          'Content-Length': { schema: { type: 'integer' } },
        },
      },
    },
  }),
}
