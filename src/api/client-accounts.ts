import { clientAccountEndpoints } from '../../contract/endpoints/client-accounts'
import { ClientAccount } from '../../contract/schemas/client-accounts'
import { defineResource } from './resource'

/**
 * «Кабинеты клиентов»: the list (search, is_active, ordering) and its create, edit, delete (409
 * while the account still has requests), as contract/endpoints/client-accounts declares them.
 */
export const clientAccountsResource = defineResource({
  key: 'client-accounts',
  endpoints: clientAccountEndpoints,
  idField: 'client_request_account_uuid',
  nameField: 'name',
  item: ClientAccount,
})
