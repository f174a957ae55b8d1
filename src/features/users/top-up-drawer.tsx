import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { object, size, string, trimmed } from 'superstruct'
import type { Customer } from '../../../contract/schemas/customers'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { customerName } from '../../entities/customer/customer'
import { formatDateTime, formatMoney, parseMoneyInput } from '../../lib/format'
import { moneyInput } from '../../lib/input-structs'
import { notify } from '../../lib/notices'
import { useAccess } from '../../state/domain/permissions'
import { useForm } from '../../state/forms/use-form'
import { Button, Field, FormDrawer, Input, Skeleton, Textarea, type LazyDrawerProps } from '../../ui'
import { useTopUpBalance } from './mutations'
import { RecentTopUps, useRecentTopUps } from './recent-top-ups'
import { useDrawerCustomer } from './use-drawer-customer'

/** The largest top-up the contract allows, in rubles. */
const maxTopUp = 1_000_000
const maxCommentLength = 500
/** From this amount on, the amount is typed twice. */
const largeTopUp = 100_000
/** The same amount for the same customer within this long asks first. */
const duplicateWindowMs = 10 * 60 * 1000

const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

const topUpForm = object({
  amount: moneyInput({ max: maxTopUp }),
  comment: trimmed(size(string(), 0, maxCommentLength)),
})

/**
 * Tops up a customer's balance (`record` is the customer's uuid). Each attempt carries an
 * Idempotency-Key: a retry of the same values after a failure sends the same key, so the money
 * moves once however often it is sent; changed values, or a success, start a new attempt with a new key.
 * Guards against a person crediting twice or mistyping: the customer's admin top-ups of the last
 * 24 hours are listed, the same amount within 10 minutes asks «Пополнить ещё раз?», and 100 000 ₽
 * or more is typed again. Neither question changes the attempt, so its key stays the same.
 */
export function TopUpDrawer({ record: customerUuid, onClose }: LazyDrawerProps) {
  const { customer, record } = useDrawerCustomer(customerUuid)
  const { mutateAsync } = useTopUpBalance()
  const attemptRef = useRef<{ key: string; body: string; sent: boolean } | null>(null)
  const recentTopUps = useRecentTopUps(customerUuid)
  const [repeatAmount, setRepeatAmount] = useState('')
  const [repeatError, setRepeatError] = useState('')
  const repeatRef = useRef<HTMLInputElement>(null)
  const [duplicate, setDuplicate] = useState<{ amount: string; at: string } | null>(null)
  // A ref: «Пополнить ещё раз» confirms and submits in the same tick.
  const confirmedAmountRef = useRef<string | null>(null)

  /** The attempt of these values: its key is made at the first submit and kept through the questions and retries. */
  function attemptFor(body: { amount: string; comment: string }) {
    const serialized = JSON.stringify(body)
    if (attemptRef.current?.body !== serialized) attemptRef.current = { key: crypto.randomUUID(), body: serialized, sent: false }
    return attemptRef.current
  }

  const form = useForm({
    initialValues: { amount: '', comment: '' },
    struct: topUpForm,
    onSubmit: async (body) => {
      const attempt = attemptFor(body)
      if (Number(body.amount) >= largeTopUp && parseMoneyInput(repeatAmount) !== body.amount) {
        setRepeatError(repeatAmount.trim() === '' ? 'Повторите сумму' : 'Суммы не совпадают')
        repeatRef.current?.focus()
        return
      }
      setRepeatError('')
      // A retry of an attempt already sent is no second top-up: the server credits a key once.
      if (!attempt.sent && confirmedAmountRef.current !== body.amount) {
        const earlier = sameAmountWithin(await recentTopUps.fresh(), body.amount, duplicateWindowMs)
        if (earlier) {
          setDuplicate({ amount: body.amount, at: earlier.created_at })
          return
        }
      }
      attempt.sent = true
      const answer = await mutateAsync({ customerUuid, idempotencyKey: attempt.key, ...body })
      attemptRef.current = null
      confirmedAmountRef.current = null
      setDuplicate(null)
      if (answer.requested) {
        // Nothing credited yet: another person approves it, before the time it expires.
        notify({
          type: 'success',
          title: `Отправлено на подтверждение: ${formatMoney(body.amount)}`,
          description: `Ждёт решения другого сотрудника до ${formatDateTime(answer.requested.expires_at)}`,
        })
      } else {
        notify({
          type: 'success',
          title: `Баланс пополнен: ${formatMoney(body.amount, { signed: true })}`,
          description: `Новый баланс: ${formatMoney(answer.credited.balance)}`,
        })
      }
      onClose()
    },
  })

  const typedAmount = parseMoneyInput(form.values.amount)
  const large = typedAmount !== null && Number(typedAmount) >= largeTopUp
  const question = duplicate !== null && duplicate.amount === typedAmount ? duplicate : null
  const { approvalThreshold } = useAccess()
  const needsApproval = typedAmount !== null && approvalThreshold !== null && Number(typedAmount) >= Number(approvalThreshold)

  return (
    <FormDrawer
      title="Пополнить баланс"
      description={record.status === 'failed' ? undefined : <CustomerSummary customer={customer} />}
      onClose={onClose}
      form={form}
      record={record}
      submitLabel={needsApproval ? 'Отправить на подтверждение' : 'Пополнить'}
    >
      <Field label="Сумма" helperText="В рублях, не более 1 000 000,00" error={form.errors.amount} required>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="например, 1 500"
          className={css({ fontVariantNumeric: 'tabular-nums' })}
          {...form.textInput('amount')}
        />
      </Field>
      {approvalThreshold !== null && (
        // Said before sending, and live: it appears as the amount reaches the threshold.
        <p role="status" className={needsApproval ? approvalNotice : hiddenNotice}>
          {needsApproval && `Сумма от ${formatMoney(approvalThreshold)} требует подтверждения другим сотрудником`}
        </p>
      )}
      <Field label="Комментарий" helperText={`Не более ${maxCommentLength} символов`} error={form.errors.comment}>
        <Textarea rows={3} {...form.textInput('comment')} />
      </Field>
      {large && (
        <Field label="Повторите сумму" helperText="Крупное пополнение: введите сумму ещё раз" error={repeatError} required>
          <Input
            ref={repeatRef}
            inputMode="decimal"
            autoComplete="off"
            value={repeatAmount}
            onChange={(event) => {
              setRepeatAmount(event.target.value)
              setRepeatError('')
            }}
          />
        </Field>
      )}
      {question && (
        <div role="alert" className={questionBox}>
          <p>Такое же пополнение уже было в {timeFormat.format(new Date(question.at))}. Пополнить ещё раз?</p>
          <Button
            variant="outline"
            onClick={() => {
              confirmedAmountRef.current = question.amount
              void form.submit()
            }}
          >
            Пополнить ещё раз
          </Button>
        </div>
      )}
      <RecentTopUps result={recentTopUps} />
    </FormDrawer>
  )
}

function CustomerSummary({ customer }: { customer: Customer | undefined }) {
  if (!customer) return <Skeleton width="16rem" />
  return (
    <>
      {customerName(customer)} ({customer.email}). Текущий баланс:{' '}
      <span className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium' })}>{formatMoney(customer.balance)}</span>
    </>
  )
}

const approvalNotice = css({ p: '3', rounded: 'md', bg: 'warning.subtle', color: 'fg' })
const hiddenNotice = css({ srOnly: true })

const questionBox = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'flex-start',
  gap: '2',
  p: '3',
  rounded: 'md',
  bg: 'warning.subtle',
  color: 'fg',
})

/** The latest admin top-up of this amount within the window, if any. */
function sameAmountWithin(operations: readonly FinanceOperation[], amount: string, windowMs: number): FinanceOperation | undefined {
  const since = Date.now() - windowMs
  return operations.find((operation) => operation.amount === amount && new Date(operation.created_at).getTime() >= since)
}
