import { ok } from '../answers'
import { declareEndpoint } from '../endpoint'
import { Approval, PermissionErrorBody } from '../schemas/approvals'
import { ReversalMade, ReversalRefusedBody, ReverseBody } from '../schemas/reversal-calls'

const extension =
  'Расширение контракта (x-extension): сторно пополнения (top_up, admin_top_up) — новая операция reversal с отрицательной суммой, ' +
  'связанная с исходной (reverses у сторно, reversals и reversible_amount у пополнения); исходная операция не меняется. ' +
  'Частичное сторно — не больше несторнированного остатка; от APPROVAL_THRESHOLD ₽ отвечает 202 с запросом на подтверждение (kind: reversal). ' +
  'Бэкенд без сторно этого пути не имеет (404), и capabilities.reversals у него нет.'

/** Reversals of top-ups (an extension of the reference server). */
export const reversalEndpoints = {
  reverse: declareEndpoint({
    method: 'post',
    path: '/v1/admin/finances/operations/{operation_uuid}/reverse/',
    permission: 'operations.reverse',
    summary: 'Сторно пополнения (идемпотентное)',
    tag: 'finances',
    extension,
    headers: [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: true,
        description: 'UUID. Тот же ключ и тело: прежний ответ без второго сторно; другое тело: 422; пока первый запрос выполняется: 409',
        schema: { type: 'string', format: 'uuid' },
      },
    ],
    body: ReverseBody,
    answers: {
      201: ok(ReversalMade, 'Сторно проведено: новая операция и пополнение, каким оно стало'),
      202: {
        description: 'Сумма от порога (profile.approval_threshold): деньги не движутся, создан запрос на подтверждение (kind: reversal)',
        struct: Approval,
      },
      403: { description: 'Нет права operations.reverse (code: permission_denied)', struct: PermissionErrorBody },
      409: {
        description:
          'Отказ: already_reversed (несторнированного остатка меньше суммы), insufficient_balance (баланс стал бы меньше нуля; balance — баланс сейчас), ' +
          'not_reversible (списание, сторно и прочие не пополнения); operation — операция, какова она сейчас. Либо {detail}: запрос с этим ключом ещё выполняется',
        struct: ReversalRefusedBody,
      },
    },
  }),
}
