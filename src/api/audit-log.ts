import { AuditEntryPage } from '../../contract/schemas/audit-log'
import { defineList } from './resource'

export const auditLogPath = '/v1/admin/audit-log/'

/**
 * GET /v1/admin/audit-log/: `page, page_size, actor_email, action, target_type, target_uuid,
 * date_from, date_to`, newest first. Every key starts with 'audit-log': a change the console makes
 * invalidates them all.
 */
export const auditLogList = defineList({ key: 'audit-log', path: auditLogPath, page: AuditEntryPage })
