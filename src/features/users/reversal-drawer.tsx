import { useRef } from 'react'
import { css } from 'styled-system/css'
import { object, size, string, trimmed } from 'superstruct'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { operationTypeLabels } from '../../api/labels'
import type { RecordLoad } from '../../lib/form'
import { formatDateTime, formatMoney } from '../../lib/format'
import { moneyInput } from '../../lib/input-structs'
import { notify } from '../../lib/notices'
import { useReversalOffer } from '../../state/domain/reversals'
import { useForm } from '../../state/forms/use-form'
import { Field, FormDrawer, Input, type LazyDrawerProps } from '../../ui'
import { ApprovalNotice, useNeedsApproval } from './approval-notice'
import { useReverseOperation } from './mutations'
import { useTopUpsToReverse } from './queries'

const maxReasonLength = 500

const reversalForm = object({
  amount: moneyInput({ max: 1_000_000 }),
  reason: trimmed(size(string(), 1, maxReasonLength)),
})

/** The top-up of the link, found among its customer's latest top-ups, and the state of that load. */
function useLinkedTopUp(operationUuid: string, customerUuid: string): { operation: FinanceOperation | undefined; record: RecordLoad } {
  const result = useTopUpsToReverse(customerUuid)
  const operation = result.data?.results.find((row) => row.operation_uuid === operationUuid)
  if (operationUuid === '' || customerUuid === '') return { operation, record: { status: 'failed', title: 'Операция не указана' } }
  if (result.isError)
    return { operation, record: { status: 'failed', title: 'Не удалось загрузить операцию', onRetry: () => void result.refetch() } }
  if (!result.data) return { operation, record: { status: 'loading' } }
  if (!operation) return { operation, record: { status: 'failed', title: 'Пополнение не найдено среди последних пополнений пользователя' } }
  return { operation, record: { status: 'ready' } }
}

/**
 * Reverses part or all of a top-up («Сторнировать», `record` is the operation's uuid, `customer` its
 * customer's): the amount (up to what is left) and a reason. Each attempt carries an Idempotency-Key
 * kept through retries of the same values, so a double click or a retry reverses once. From the
 * approval threshold on it is sent for approval. A backend without reversals, a role without
 * `operations.reverse` or a top-up reversed in full leaves the submit unavailable, saying why.
 */
export function ReversalDrawer({ record: operationUuid, params, onClose }: LazyDrawerProps) {
  const customerUuid = params.get('customer') ?? ''
  const { operation, record } = useLinkedTopUp(operationUuid, customerUuid)
  const { unavailable } = useReversalOffer(operation)
  const { mutateAsync } = useReverseOperation()
  const attemptRef = useRef<{ key: string; body: string } | null>(null)

  const form = useForm({
    initialValues: { amount: '', reason: '' },
    struct: reversalForm,
    onSubmit: async (body) => {
      const serialized = JSON.stringify(body)
      if (attemptRef.current?.body !== serialized) attemptRef.current = { key: crypto.randomUUID(), body: serialized }
      const answer = await mutateAsync({ operationUuid, idempotencyKey: attemptRef.current.key, ...body })
      attemptRef.current = null
      if (answer.requested) {
        notify({
          type: 'success',
          title: `Сторно отправлено на подтверждение: ${formatMoney(body.amount)}`,
          description: `Ждёт решения другого сотрудника до ${formatDateTime(answer.requested.expires_at)}`,
        })
      } else {
        notify({
          type: 'success',
          title: `Сторнировано: ${formatMoney(body.amount)}`,
          description: `Новый баланс: ${formatMoney(answer.made.reversal.balance_after)}`,
        })
      }
      onClose()
    },
  })

  const needsApproval = useNeedsApproval(form.values.amount)
  const left = operation?.reversible_amount ?? operation?.amount

  return (
    <FormDrawer
      title="Сторнировать пополнение"
      description={operation && <TopUpSummary operation={operation} />}
      onClose={onClose}
      form={form}
      record={record}
      submitLabel={needsApproval ? 'Отправить на подтверждение' : 'Сторнировать'}
      submitUnavailable={unavailable}
    >
      <Field
        label="Сумма сторно"
        helperText={left ? `В рублях, не больше ${formatMoney(left)}` : 'В рублях'}
        error={form.errors.amount}
        required
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          className={css({ fontVariantNumeric: 'tabular-nums' })}
          {...form.textInput('amount')}
        />
      </Field>
      <ApprovalNotice needed={needsApproval} />
      <Field label="Причина" helperText={`Обязательно, не более ${maxReasonLength} символов`} error={form.errors.reason} required>
        <Input autoComplete="off" {...form.textInput('reason')} />
      </Field>
    </FormDrawer>
  )
}

function TopUpSummary({ operation }: { operation: FinanceOperation }) {
  return (
    <>
      {`${operationTypeLabels[operation.type]} ${formatMoney(operation.amount)} от ${formatDateTime(operation.created_at)}, ${operation.customer_email}.`}
      {operation.reversible_amount !== undefined && ` Можно сторнировать: ${formatMoney(operation.reversible_amount)}.`}
    </>
  )
}
