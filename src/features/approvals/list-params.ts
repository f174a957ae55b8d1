import { approvalStatuses } from '../../../contract/schemas/approvals'
import { uuidPattern } from '../../../contract/schemas/common'
import { multiChoiceParam, pageParam, pageSizeParam, patternParam, urlOnly } from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

/** `?approve=<uuid>`: the palette's «Подтвердить пополнение…» opens the screen with that approval's dialog. */
export const approveParam = 'approve'

/** «Подтверждения»' state in its URL, under the API's keys: `/approvals?status=pending&page=2`. */
export const approvalsListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  statuses: multiChoiceParam('status', approvalStatuses),
  approve: urlOnly(patternParam(approveParam, uuidPattern)),
}
