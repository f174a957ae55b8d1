import { auditLogEndpoints } from '../../contract/endpoints/audit-log'
import { defineList } from './resource'

/**
 * The journal: `page, page_size, q, actor_email, action, target_type, target_uuid, date_from,
 * date_to`, newest first. Every key starts with 'audit-log': a change the console makes
 * invalidates them all.
 */
export const auditLogList = defineList({ key: 'audit-log', endpoint: auditLogEndpoints.journalPage })
