import { css } from 'styled-system/css'
import { formatMoney, parseMoneyInput } from '../../lib/format'
import { useAccess } from '../../state/domain/permissions'

const approvalNotice = css({ p: '3', rounded: 'md', bg: 'warning.subtle', color: 'fg' })
const hiddenNotice = css({ srOnly: true })

/** Whether an amount typed in a money drawer reaches the approval threshold (never on a backend without roles). */
export function useNeedsApproval(typed: string): boolean {
  const { approvalThreshold } = useAccess()
  const amount = parseMoneyInput(typed)
  return amount !== null && approvalThreshold !== null && Number(amount) >= Number(approvalThreshold)
}

/**
 * Said before sending, and live: «Сумма от … требует подтверждения другим сотрудником» appears as the
 * typed amount reaches the threshold (a top-up, a reversal); nothing on a backend without roles.
 */
export function ApprovalNotice({ needed }: { needed: boolean }) {
  const { approvalThreshold } = useAccess()
  if (approvalThreshold === null) return null
  return (
    <p role="status" className={needed ? approvalNotice : hiddenNotice}>
      {needed && `Сумма от ${formatMoney(approvalThreshold)} требует подтверждения другим сотрудником`}
    </p>
  )
}
