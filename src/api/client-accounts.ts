import { clientAccountEndpoints } from '../../contract/endpoints/client-accounts'
import { defineList } from './resource'

/**
 * The accounts list as more than one feature reads it: «Кабинеты клиентов» (its record type, under
 * these keys) and the «Кабинет» picker and filter of «Запросы клиентов», whose changes make it stale.
 */
export const clientAccountsList = defineList({ key: 'client-accounts', endpoint: clientAccountEndpoints.list })
