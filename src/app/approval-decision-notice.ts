import { formatMoney } from '../lib/format'
import { notify } from '../lib/notices'
import { useOwnEmail } from '../state/domain/profile'
import { useLiveEvent } from '../state/live/hooks'

/**
 * The person who asked for a top-up hears and sees the decision as soon as it is made (the stream's
 * approval event): «Пополнение подтверждено: …» or «Пополнение отклонено: … Причина: …». Their open
 * customer page reads the new balance through the same event.
 */
export function useApprovalDecisionNotice(): void {
  const own = useOwnEmail()
  useLiveEvent((event) => {
    if (event.kind !== 'approval' || event.action !== 'decided' || own === '' || event.requested_by_email !== own) return
    const what = `${formatMoney(event.amount)} для ${event.customer_email}`
    if (event.status === 'approved') notify({ type: 'success', title: `Пополнение подтверждено: ${what}` })
    else notify({ type: 'warning', title: `Пополнение отклонено: ${what}. Причина: ${event.reason ?? ''}` })
  })
}
