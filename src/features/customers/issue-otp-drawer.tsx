import { useAtomValue } from 'jotai'
import { useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { describeError } from '../../api/errors'
import type { OtpAnswer } from '../../api/schemas/customers'
import { formatDateTime } from '../../lib/format'
import { issueOtpAtom } from '../../state/customers'
import { Button, Drawer, Skeleton, toaster } from '../../ui'
import { customerName } from '../../entities/customer/customer'
import { useDrawerCustomer } from './use-drawer-customer'

export interface IssueOtpDrawerProps {
  customerUuid: string
  onClose: () => void
}

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
export function IssueOtpDrawer({ customerUuid, onClose }: IssueOtpDrawerProps) {
  const { customer, unavailable } = useDrawerCustomer(customerUuid)
  const { mutateAsync } = useAtomValue(issueOtpAtom)
  const [issued, setIssued] = useState<OtpAnswer | null>(null)
  const [alert, setAlert] = useState('')
  const [pending, setPending] = useState(false)
  const pendingRef = useRef(false)

  async function issue() {
    if (pendingRef.current) return
    pendingRef.current = true
    setPending(true)
    setAlert('')
    try {
      setIssued(await mutateAsync(customerUuid))
    } catch (error) {
      setAlert(describeError(error))
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code)
      toaster.success({ title: 'Код скопирован' })
    } catch {
      toaster.error({ title: 'Не удалось скопировать код', description: 'Выделите его и скопируйте вручную.' })
    }
  }

  const who = customer ? `${customerName(customer)} (${customer.email})` : undefined

  return (
    <Drawer
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Выдать код"
      description={
        who ? `Одноразовый код для входа: ${who}.` : unavailable || <Skeleton width="16rem" />
      }
      footer={
        issued ? (
          <Button onClick={onClose}>Готово</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Отмена
            </Button>
            <Button loading={pending} onClick={() => void issue()}>
              Выдать код
            </Button>
          </>
        )
      }
    >
      {alert && (
        <p role="alert" className={css({ color: 'danger.text', bg: 'danger.subtle', p: '2.5', rounded: 'md', mb: '4' })}>
          {alert}
        </p>
      )}
      {issued ? (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          <p className={codeStyle}>
            {issued.code}
          </p>
          <Button variant="outline" onClick={() => void copy(issued.code)}>
            Скопировать
          </Button>
          <p>Действует до {formatDateTime(issued.expires_at)}</p>
          <p className={css({ color: 'fg.muted' })}>Код показывается один раз: после закрытия окна его не будет видно. Передайте его пользователю сейчас.</p>
        </div>
      ) : (
        <p>
          Пользователь сможет войти с этим кодом один раз. Код покажем только сейчас: скопируйте его и передайте
          пользователю.
        </p>
      )}
    </Drawer>
  )
}
