import { clientAccountsResource } from '../api/client-accounts'
import { createListAtoms, createResourceAtoms } from './resource'

/** «Кабинеты клиентов»: the list the screen shows, the record a drawer edits, and create / edit / remove. */
export const clientAccountAtoms = createResourceAtoms(clientAccountsResource, { auditTargetType: 'client_account' })

/**
 * A second list of accounts with its own parameters, for a picker elsewhere (the «Кабинет» select
 * and filter of «Запросы клиентов»), so that searching there leaves the accounts screen alone.
 * It shares the resource's query keys: a change to an account refreshes it too.
 */
export const clientAccountOptionsAtoms = createListAtoms(clientAccountsResource)
