import { clientAccountsResource } from '../../api/client-accounts'
import { clientRequestsResource } from '../../api/client-requests'
import { createResourceAtoms } from '../../state/domain/resource'

/**
 * «Запросы клиентов»: the list the screen shows, the record a drawer edits, and create / edit /
 * remove. A request created, moved or removed changes its accounts' `requests_count`: the accounts
 * lists refresh too.
 */
export const clientRequestAtoms = createResourceAtoms(clientRequestsResource, {
  alsoInvalidates: [clientAccountsResource.keys.lists],
  auditTargetType: 'client_request',
})
