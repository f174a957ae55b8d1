import { ok } from '../answers'
import { choice, day, dayUntil, foldedSearch, pageQuery, text, uuidQuery } from '../codecs'
import { declareEndpoint, type EndpointTag } from '../endpoint'
import { auditActions, AuditEntryPage, auditTargetTypes } from '../schemas/audit-log'
import { DetailBody } from '../schemas/common'

const tag: EndpointTag = {
  name: 'audit-log',
  description: 'Журнал: кто что изменил. Расширение контракта (x-extension), не часть основного контракта',
  extension: true,
}

/** «Журнал» (an extension): who changed what, read only. */
export const auditLogEndpoints = {
  journalPage: declareEndpoint({
    method: 'get',
    path: '/v1/admin/audit-log/',
    permission: 'audit_log.read',
    summary: 'Журнал: кто что изменил, новые сверху',
    tag,
    extension:
      'Расширение контракта (x-extension): бэкенд без журнала отвечает 404, и консоль ведёт свой. Запись на каждое изменение через API ' +
      '(в той же транзакции), на вход, неудачный вход (без пароля) и отказ по частоте. changes: {поле: [до, после]}; у пополнения ' +
      '{amount: [null, сумма], balance: [до, после]}, comment — его комментарий. Записи только читаются: POST, PUT, PATCH, DELETE — 405.',
    query: {
      ...pageQuery,
      q: foldedSearch('Текст в записи (её названии или почте) или в комментарии', { asTyped: true }),
      actor_email: text(
        { description: 'Почта того, кто действовал, или её часть (без учёта регистра)', schema: { type: 'string', maxLength: 254 } },
        254,
      ),
      action: choice(auditActions),
      target_type: choice(auditTargetTypes),
      target_uuid: uuidQuery(),
      date_from: day('Не раньше этого дня'),
      date_to: dayUntil('date_from', 'Не позже этого дня'),
    },
    answers: { 200: ok(AuditEntryPage), 404: { description: 'Сервер не ведёт журнал (расширения нет)', struct: DetailBody } },
  }),
}
