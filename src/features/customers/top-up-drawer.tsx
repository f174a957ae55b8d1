import { useAtomValue } from 'jotai'
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { object, size, string, trimmed } from 'superstruct'
import { describeError, isHttpError } from '../../api/errors'
import type { Customer } from '../../api/schemas/customers'
import { formatMoney } from '../../lib/format'
import { moneyInput, validate } from '../../lib/validation'
import { topUpBalanceAtom } from '../../state/customers'
import { Button, Drawer, Field, Input, Skeleton, Textarea, toaster } from '../../ui'
import { customerName } from '../../entities/customer/customer'
import { useDrawerCustomer } from './use-drawer-customer'

/** The largest top-up the contract allows, in rubles. */
const maxTopUp = 1_000_000
const maxCommentLength = 500

const topUpForm = object({
  amount: moneyInput({ max: maxTopUp }),
  comment: trimmed(size(string(), 0, maxCommentLength)),
})

type TopUpValues = { amount: string; comment: string }
type TopUpErrors = Partial<Record<keyof TopUpValues, string>>

const formFields: readonly (keyof TopUpValues)[] = ['amount', 'comment']

/** Server messages per form field; whatever does not belong to a field goes to the alert. */
function serverErrors(error: unknown): { fields: TopUpErrors; alert: string } {
  if (!isHttpError(error)) return { fields: {}, alert: describeError(error) }
  const fields: TopUpErrors = {}
  for (const field of formFields) {
    const message = error.fieldErrors[field]?.[0]
    if (message) fields[field] = message
  }
  const otherFields = Object.keys(error.fieldErrors).some((key) => !formFields.some((field) => field === key))
  const belongsElsewhere = Object.keys(fields).length === 0 || otherFields || error.formErrors.length > 0
  return { fields, alert: belongsElsewhere ? describeError(error) : '' }
}

export interface TopUpDrawerProps {
  customerUuid: string
  onClose: () => void
}

/**
 * Tops up a customer's balance. Each attempt carries an Idempotency-Key: a retry of the same
 * values after a failure sends the same key, so the money moves once however often it is sent;
 * changed values, or a success, start a new attempt with a new key.
 */
export function TopUpDrawer({ customerUuid, onClose }: TopUpDrawerProps) {
  const formId = useId()
  const { customer, unavailable } = useDrawerCustomer(customerUuid)
  const { mutateAsync } = useAtomValue(topUpBalanceAtom)
  const [values, setValues] = useState<TopUpValues>({ amount: '', comment: '' })
  const [errors, setErrors] = useState<TopUpErrors>({})
  const [alert, setAlert] = useState('')
  const [pending, setPending] = useState(false)
  // A ref, not state: a second click in the same tick must already see the first one.
  const pendingRef = useRef(false)
  const attemptRef = useRef<{ key: string; body: string } | null>(null)

  function idempotencyKeyFor(body: TopUpValues): string {
    const serialized = JSON.stringify(body)
    if (attemptRef.current?.body !== serialized) attemptRef.current = { key: crypto.randomUUID(), body: serialized }
    return attemptRef.current.key
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pendingRef.current) return
    const checked = validate(values, topUpForm)
    if (!checked.ok) {
      setErrors(checked.errors)
      setAlert('')
      return
    }
    const body = checked.value
    setErrors({})
    setAlert('')
    pendingRef.current = true
    setPending(true)
    try {
      const updated = await mutateAsync({ customerUuid, idempotencyKey: idempotencyKeyFor(body), ...body })
      attemptRef.current = null
      toaster.success({
        title: `Баланс пополнен: ${formatMoney(body.amount, { signed: true })}`,
        description: `Новый баланс: ${formatMoney(updated.balance)}`,
      })
      onClose()
    } catch (error) {
      const found = serverErrors(error)
      setErrors(found.fields)
      setAlert(found.alert)
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  const change = (field: keyof TopUpValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Пополнить баланс"
      description={<CustomerSummary customer={customer} unavailable={unavailable} />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Отмена
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            Пополнить
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        {alert && (
          <p role="alert" className={css({ color: 'danger.text', bg: 'danger.subtle', p: '2.5', rounded: 'md' })}>
            {alert}
          </p>
        )}
        <Field label="Сумма" helperText="В рублях, не более 1 000 000,00" error={errors.amount} required>
          <Input
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="1 500,00"
            className={css({ fontVariantNumeric: 'tabular-nums' })}
            value={values.amount}
            onChange={change('amount')}
          />
        </Field>
        <Field label="Комментарий" helperText={`Не более ${maxCommentLength} символов`} error={errors.comment}>
          <Textarea name="comment" rows={3} value={values.comment} onChange={change('comment')} />
        </Field>
      </form>
    </Drawer>
  )
}

function CustomerSummary({ customer, unavailable }: { customer: Customer | undefined; unavailable: string }) {
  if (customer) {
    return (
      <>
        {customerName(customer)} ({customer.email}). Текущий баланс:{' '}
        <span className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium' })}>{formatMoney(customer.balance)}</span>
      </>
    )
  }
  if (unavailable) return <>{unavailable}</>
  return <Skeleton width="16rem" />
}
