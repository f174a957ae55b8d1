import { useAtomValue } from 'jotai'
import { useRef } from 'react'
import { css } from 'styled-system/css'
import { object, size, string, trimmed } from 'superstruct'
import type { Customer } from '../../api/schemas/customers'
import { formatMoney } from '../../lib/format'
import { moneyInput } from '../../lib/input-structs'
import { topUpBalanceAtom } from '../../state/customers'
import { useForm } from '../../state/use-form'
import { Field, FormDrawer, Input, Skeleton, Textarea, toaster, type LazyDrawerProps } from '../../ui'
import { customerName } from '../../entities/customer/customer'
import { useDrawerCustomer } from './use-drawer-customer'

/** The largest top-up the contract allows, in rubles. */
const maxTopUp = 1_000_000
const maxCommentLength = 500

const topUpForm = object({
  amount: moneyInput({ max: maxTopUp }),
  comment: trimmed(size(string(), 0, maxCommentLength)),
})

/**
 * Tops up a customer's balance (`record` is the customer's uuid). Each attempt carries an
 * Idempotency-Key: a retry of the same values after a failure sends the same key, so the money
 * moves once however often it is sent; changed values, or a success, start a new attempt with a new key.
 */
export function TopUpDrawer({ record: customerUuid, onClose }: LazyDrawerProps) {
  const { customer, record } = useDrawerCustomer(customerUuid)
  const { mutateAsync } = useAtomValue(topUpBalanceAtom)
  const attemptRef = useRef<{ key: string; body: string } | null>(null)

  function idempotencyKeyFor(body: { amount: string; comment: string }): string {
    const serialized = JSON.stringify(body)
    if (attemptRef.current?.body !== serialized) attemptRef.current = { key: crypto.randomUUID(), body: serialized }
    return attemptRef.current.key
  }

  const form = useForm({
    initialValues: { amount: '', comment: '' },
    struct: topUpForm,
    onSubmit: async (body) => {
      const updated = await mutateAsync({ customerUuid, idempotencyKey: idempotencyKeyFor(body), ...body })
      attemptRef.current = null
      toaster.success({
        title: `Баланс пополнен: ${formatMoney(body.amount, { signed: true })}`,
        description: `Новый баланс: ${formatMoney(updated.balance)}`,
      })
      onClose()
    },
  })

  return (
    <FormDrawer
      title="Пополнить баланс"
      description={record.status === 'failed' ? undefined : <CustomerSummary customer={customer} />}
      onClose={onClose}
      form={form}
      record={record}
      submitLabel="Пополнить"
    >
      <Field label="Сумма" helperText="В рублях, не более 1 000 000,00" error={form.errors.amount} required>
        <Input
          inputMode="decimal"
          autoComplete="off"
          placeholder="1 500,00"
          className={css({ fontVariantNumeric: 'tabular-nums' })}
          {...form.textInput('amount')}
        />
      </Field>
      <Field label="Комментарий" helperText={`Не более ${maxCommentLength} символов`} error={form.errors.comment}>
        <Textarea rows={3} {...form.textInput('comment')} />
      </Field>
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
