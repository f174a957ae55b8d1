import { assign, literal, string, type } from 'superstruct'
import { ok } from '../answers'
import { enumList, pageQuery, uuidQuery } from '../codecs'
import { declareEndpoint, type EndpointTag } from '../endpoint'
import { Approval, ApprovalPage, approvalStatuses, PermissionErrorBody, RejectBody } from '../schemas/approvals'

const extension =
  'Расширение контракта (x-extension): пополнение от APPROVAL_THRESHOLD ₽ отвечает 202 с запросом на подтверждение, деньги не движутся; ' +
  'подтверждает другой сотрудник с правом top_ups.approve. Бэкенд без ролей этих путей не имеет (404).'

const tag: EndpointTag = {
  name: 'approvals',
  description:
    'Роли и подтверждения крупных пополнений. Расширение контракта (x-extension): роль без права из x-permission получает 403 permission_denied',
  extension: true,
}

/** The 409 of a decision on an approval no longer pending: the approval as it is now. */
const NotPendingBody = assign(type({ detail: string(), code: literal('not_pending') }), type({ approval: Approval }))

const decisionAnswers = {
  200: ok(Approval),
  403: { description: 'Нет права top_ups.approve (permission_denied) или свой запрос (own_request)', struct: PermissionErrorBody },
  409: { description: 'Запрос уже не ждёт решения (code: not_pending): approval — каков он сейчас', struct: NotPendingBody },
}

/** Approvals of large top-ups (the roles' extension): the list, approve, reject. */
export const approvalEndpoints = {
  list: declareEndpoint({
    method: 'get',
    path: '/v1/admin/approvals/',
    summary: 'Запросы на подтверждение, новые сверху',
    tag,
    extension,
    query: { ...pageQuery, status: enumList(approvalStatuses), customer_uuid: uuidQuery() },
    answers: { 200: ok(ApprovalPage) },
  }),
  approve: declareEndpoint({
    method: 'post',
    path: '/v1/admin/approvals/{approval_uuid}/approve/',
    summary: 'Подтвердить пополнение: деньги зачисляются одной операцией admin_top_up',
    tag,
    extension,
    permission: 'top_ups.approve',
    answers: decisionAnswers,
  }),
  reject: declareEndpoint({
    method: 'post',
    path: '/v1/admin/approvals/{approval_uuid}/reject/',
    summary: 'Отклонить пополнение с причиной',
    tag,
    extension,
    permission: 'top_ups.approve',
    body: RejectBody,
    answers: decisionAnswers,
  }),
}
