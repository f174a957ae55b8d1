import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { object } from 'superstruct'
import type { OtpAnswer } from '../../../contract/schemas/customers'
import { customerName } from '../../entities/customer/customer'
import { announce } from '../../lib/announcer'
import { formatDateTime } from '../../lib/format'
import { notify } from '../../lib/notices'
import { useForm } from '../../state/forms/use-form'
import { Button, FormDrawer, Skeleton, type LazyDrawerProps } from '../../ui'
import { useIssueOtp } from './mutations'
import { useDrawerCustomer } from './use-drawer-customer'

const codeStyle = css({
  fontFamily: 'mono',
  fontSize: '4xl',
  fontWeight: 'semibold',
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  py: '4',
  bg: 'bg.muted',
  rounded: 'md',
})

/**
 * Issues a one-time sign-in code for a customer, after a confirmation. The code lives in this
 * drawer only (never in the cache or the URL): it is shown once, with a copy button and its expiry.
 */
export function IssueOtpDrawer({ record: customerUuid, onClose }: LazyDrawerProps) {
  const { customer, record } = useDrawerCustomer(customerUuid)
  const { mutateAsync } = useIssueOtp()
  const [issued, setIssued] = useState<OtpAnswer | null>(null)
  const form = useForm({
    initialValues: {},
    struct: object({}),
    onSubmit: async () => {
      const answer = await mutateAsync(customerUuid)
      setIssued(answer)
      // Shown in the drawer, and said too: digit by digit, so that a screen reader spells it.
      announce(`Код выдан: ${answer.code.split('').join(' ')}. Действует до ${formatDateTime(answer.expires_at)}.`)
    },
  })

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code)
      notify({ type: 'success', title: 'Код скопирован' })
    } catch {
      notify({ type: 'error', title: 'Не удалось скопировать код', description: 'Выделите его и скопируйте вручную.' })
    }
  }

  let description: ReactNode = <Skeleton width="16rem" />
  if (customer) description = `Одноразовый код для входа: ${customerName(customer)} (${customer.email}).`
  else if (record.status === 'failed') description = undefined

  return (
    <FormDrawer
      title="Выдать код"
      description={description}
      onClose={onClose}
      form={form}
      record={record}
      submitLabel="Выдать код"
      actions={issued ? <Button onClick={onClose}>Готово</Button> : undefined}
    >
      {issued ? (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          <p className={codeStyle}>{issued.code}</p>
          <Button variant="outline" onClick={() => void copy(issued.code)}>
            Скопировать
          </Button>
          <p>Действует до {formatDateTime(issued.expires_at)}</p>
          <p className={css({ color: 'fg.muted' })}>
            Код показывается один раз: после закрытия окна его не будет видно. Передайте его пользователю сейчас.
          </p>
        </div>
      ) : (
        <p>Пользователь сможет войти с этим кодом один раз. Код покажем только сейчас: скопируйте его и передайте пользователю.</p>
      )}
    </FormDrawer>
  )
}
