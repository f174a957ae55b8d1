import { ifMatchHeader, noContent, ok, versioned, versionMismatch } from '../answers'
import { booleanQuery, foldedSearch, ordering, pageQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import {
  ClientAccount,
  ClientAccountCreateBody,
  ClientAccountEditBody,
  clientAccountOrderingFields,
  ClientAccountPage,
} from '../schemas/client-accounts'
import { DetailBody } from '../schemas/common'

/** «Кабинеты клиентов»: the list, and its create, edit and delete (409 while an account has requests). */
export const clientAccountEndpoints = {
  list: declareEndpoint({
    method: 'get',
    path: '/v1/admin/client-requests-accounts/',
    summary: 'Кабинеты клиентов',
    tag: 'client-accounts',
    query: {
      ...pageQuery,
      search: foldedSearch('Название, компания, почта'),
      is_active: booleanQuery,
      ordering: ordering(clientAccountOrderingFields, 'name'),
    },
    answers: { 200: ok(ClientAccountPage) },
  }),
  create: declareEndpoint({
    method: 'post',
    path: '/v1/admin/client-requests-accounts/create/',
    permission: 'records.edit',
    summary: 'Новый кабинет',
    tag: 'client-accounts',
    body: ClientAccountCreateBody,
    answers: { 201: versioned(ClientAccount, 'Создан') },
  }),
  edit: declareEndpoint({
    method: 'patch',
    path: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/edit/',
    permission: 'records.edit',
    summary: 'Изменение кабинета',
    tag: 'client-accounts',
    headers: [ifMatchHeader],
    body: ClientAccountEditBody,
    answers: { 200: versioned(ClientAccount), 412: versionMismatch(ClientAccount) },
  }),
  remove: declareEndpoint({
    method: 'delete',
    path: '/v1/admin/client-requests-accounts/{client_request_account_uuid}/delete/',
    permission: 'records.edit',
    summary: 'Удаление кабинета',
    tag: 'client-accounts',
    headers: [ifMatchHeader],
    answers: { 204: noContent, 409: { description: 'У кабинета есть запросы', struct: DetailBody }, 412: versionMismatch(ClientAccount) },
  }),
}
