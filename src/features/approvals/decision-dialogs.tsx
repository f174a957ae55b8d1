import { useRef } from 'react'
import { css } from 'styled-system/css'
import type { Approval } from '../../../contract/schemas/approvals'
import { approvalSign, approvalWhat } from '../../api/approval-words'
import { describeError } from '../../api/errors'
import { formatDateTime, formatMoney } from '../../lib/format'
import { useCustomer } from '../../state/domain/customers'
import { reasonMaxLength, useReasonForm } from '../../state/forms/reason-form'
import { Button, Dialog, FormAlert, ReasonDialog, Skeleton } from '../../ui'

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '4',
  rowGap: '1.5',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: 0, fontWeight: 'medium', fontVariantNumeric: 'tabular-nums' },
})

/** Adds two money strings ("1500.00") in kopecks, so that no float error shows. */
function plus(balance: string, amount: string): string {
  const cents = Math.round(Number(balance) * 100) + Math.round(Number(amount) * 100)
  const sign = cents < 0 ? '-' : ''
  const whole = Math.abs(cents)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

interface DecisionProps {
  approval: Approval
  pending: boolean
  error: unknown
  onCancel(): void
}

/** «Подтвердить пополнение?»: the customer's balance now and after; «Подтвердить» is focused, so Enter confirms. */
export function ApproveDialog({ approval, pending, error, onCancel, onConfirm }: DecisionProps & { onConfirm(): void }) {
  const customer = useCustomer(approval.customer_uuid).data
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open
      role="alertdialog"
      title={approval.kind === 'reversal' ? 'Подтвердить сторно?' : 'Подтвердить пополнение?'}
      description={`Запросил ${approval.requested_by_email} ${formatDateTime(approval.requested_at)}`}
      onClose={onCancel}
      initialFocusEl={() => confirmRef.current}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            Отмена
          </Button>
          <Button ref={confirmRef} loading={pending} onClick={onConfirm}>
            Подтвердить
          </Button>
        </>
      }
    >
      <dl className={facts}>
        <dt>Пользователь</dt>
        <dd>{approval.customer_label}</dd>
        <dt>Что</dt>
        <dd>{approvalWhat(approval)}</dd>
        <dt>Баланс сейчас</dt>
        <dd>{customer ? formatMoney(customer.balance) : <Skeleton width="6rem" />}</dd>
        <dt>Баланс после</dt>
        <dd>
          {customer ? (
            formatMoney(plus(customer.balance, String(approvalSign(approval) * Number(approval.amount))))
          ) : (
            <Skeleton width="6rem" />
          )}
        </dd>
        {approval.comment && (
          <>
            <dt>Комментарий</dt>
            <dd>{approval.comment}</dd>
          </>
        )}
      </dl>
      {error !== null && <FormAlert>{describeError(error)}</FormAlert>}
    </Dialog>
  )
}

/** «Отклонить пополнение?»: asks for the reason (required, up to 500 characters); Enter in the field sends it. */
export function RejectDialog({ approval, pending, error, onCancel, onConfirm }: DecisionProps & { onConfirm(reason: string): void }) {
  const form = useReasonForm(onConfirm)
  return (
    <ReasonDialog
      title={approval.kind === 'reversal' ? 'Отклонить сторно?' : 'Отклонить пополнение?'}
      description={`${approval.customer_label}: ${approvalWhat(approval)}. Деньги не будут ${approval.kind === 'reversal' ? 'списаны' : 'зачислены'}.`}
      confirmLabel="Отклонить"
      tone="danger"
      form={form}
      maxLength={reasonMaxLength}
      pending={pending}
      errorMessage={error === null ? null : describeError(error)}
      onCancel={onCancel}
    />
  )
}
