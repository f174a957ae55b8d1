import type { Approval } from '../../contract/schemas/approvals'
import { formatMoney } from '../lib/format'

const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit' })

/** What an approval asks for: «Пополнение 60 000,00 ₽», or «Сторно 60 000,00 ₽ пополнения от 12.11» (the reversals' extension). */
export function approvalWhat(approval: Pick<Approval, 'kind' | 'amount' | 'operation'>): string {
  if (approval.kind !== 'reversal') return `Пополнение ${formatMoney(approval.amount)}`
  const original = approval.operation
  return `Сторно ${formatMoney(approval.amount)}${original ? ` пополнения от ${dayMonth.format(new Date(original.created_at))}` : ''}`
}

/** The balance after an approval is carried out: a top-up adds its amount, a reversal takes it away. */
export function approvalSign(approval: Pick<Approval, 'kind'>): 1 | -1 {
  return approval.kind === 'reversal' ? -1 : 1
}
