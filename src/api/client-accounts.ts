import { ClientAccount, ClientAccountCreateBody, ClientAccountEditBody, ClientAccountPage } from '../../contract/schemas/client-accounts'
import { defineResource } from './resource'

/**
 * «Кабинеты клиентов»: GET /v1/admin/client-requests-accounts/ (search, is_active, ordering) and its
 * create, edit, delete (409 while the account still has requests).
 */
export const clientAccountsResource = defineResource({
  key: 'client-accounts',
  path: '/v1/admin/client-requests-accounts/',
  idField: 'client_request_account_uuid',
  nameField: 'name',
  item: ClientAccount,
  page: ClientAccountPage,
  createBody: ClientAccountCreateBody,
  editBody: ClientAccountEditBody,
})
