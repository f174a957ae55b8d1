import { auditActions, auditTargetTypes } from '../../../contract/schemas/audit-log'
import { uuidPattern } from '../../../contract/schemas/common'
import { choiceParam, dayRangeParam, pageParam, pageSizeParam, patternParam, sentAs, textParam } from '../../lib/list-query'
import { DEFAULT_PAGE_SIZES } from '../../ui'

/**
 * «Журнал»'s state in its URL, under the API's keys but for the record (`target`, which «История»
 * links to): `/journal?q=возврат&actor_email=anna@…&action=top_up&target_type=customer&date_from=…&page=2`.
 */
export const journalListSchema = {
  page: pageParam(),
  pageSize: pageSizeParam(DEFAULT_PAGE_SIZES),
  text: textParam('q'),
  actor: textParam('actor_email'),
  action: choiceParam('action', auditActions),
  targetType: choiceParam('target_type', auditTargetTypes),
  target: sentAs(patternParam('target', uuidPattern), 'target_uuid'),
  period: dayRangeParam('date_from', 'date_to'),
}
