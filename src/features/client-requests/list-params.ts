import { clientRequestOrderingFields, clientRequestStatuses } from '../../../contract/schemas/client-requests'
import { uuidPattern } from '../../../contract/schemas/common'
import { multiChoiceParam, orderingParam, pageParam, pageSizeParam, patternParam, textParam } from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

/**
 * The requests list's state in its URL, under the API's keys:
 * `/requests?search=…&status=new&status=done&client_request_account_uuid=…&claimed_by_email=…&ordering=-updated_at&page=2`.
 */
export const clientRequestsListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  search: textParam('search'),
  statuses: multiChoiceParam('status', clientRequestStatuses),
  account: patternParam('client_request_account_uuid', uuidPattern),
  /** «Мои заявки»: the e-mail of the person whose claimed requests are shown (the live extension). */
  claimedBy: textParam('claimed_by_email'),
  ordering: orderingParam('ordering', clientRequestOrderingFields, '-created_at'),
}
