import { useMemo } from 'react'
import type { FinanceOperation } from '../../../contract/schemas/finance'
import { reversibleTypes } from '../../../contract/schemas/reversals'
import { approvalsList } from '../../api/approvals'
import { customersQueryKeys } from '../../api/customers'
import { financeOperationsList } from '../../api/finance'
import { reverseOperation, type ReverseAnswer, type ReverseRequest } from '../../api/reversals'
import { consoleMutation, useConsoleMutation } from '../query/console-mutation'
import { shouldRetryRepeatableMutation } from '../query/query-client'
import { useRead } from '../query/use-read'
import { capabilitiesQuery } from './capabilities'
import { useCustomerTopUps } from './finance'
import { usePermission } from './permissions'

/** Said by every «Сторнировать» of a backend without the reversals' extension; nothing is sent there. */
export const reversalsUnsupported = 'Сервер не поддерживает сторно'

/** Whether an operation is a top-up, the one kind a reversal takes back. */
export function isReversible(operation: Pick<FinanceOperation, 'type'>): boolean {
  return (reversibleTypes as readonly string[]).includes(operation.type)
}

/**
 * Whether «Сторнировать» is offered for an operation, and why it cannot be run: not offered for
 * anything but a top-up, nor to a role without `operations.reverse`; unavailable while the backend's
 * capabilities are read, on a backend without the extension, and once nothing is left to reverse.
 */
export function useReversalOffer(operation: Pick<FinanceOperation, 'type' | 'reversible_amount'> | undefined): {
  offered: boolean
  unavailable: string | undefined
} {
  const { allowed } = usePermission('operations.reverse')
  const capabilities = useRead(capabilitiesQuery)
  if (!operation || !allowed || !isReversible(operation)) return { offered: false, unavailable: undefined }
  if (capabilities.data?.reversals !== true) {
    return { offered: true, unavailable: capabilities.isPending ? 'Проверяем, поддерживает ли сервер сторно…' : reversalsUnsupported }
  }
  if (operation.reversible_amount === '0.00') return { offered: true, unavailable: 'Сторнировано полностью или ждёт подтверждения' }
  return { offered: true, unavailable: undefined }
}

/** Whether the backend takes reversals (undefined while it is asked). */
export function useReversalsSupported(): boolean | undefined {
  const capabilities = useRead(capabilitiesQuery)
  return capabilities.isPending ? undefined : capabilities.data?.reversals === true
}

/** Reverses a top-up; the caller keeps the idempotency key of the attempt. */
const reverseAtom = consoleMutation(({ http, client, journalChange }) => ({
  mutationKey: ['reverse-operation'],
  mutationFn: (request: ReverseRequest) => reverseOperation(http, request),
  // The same Idempotency-Key goes again: the money moves once.
  retry: shouldRetryRepeatableMutation,
  onSuccess: (answer: ReverseAnswer, request: ReverseRequest) => {
    const customerUuid = answer.requested?.customer_uuid ?? answer.made?.reversal.customer_uuid ?? ''
    // A request moved nothing but holds the amount: the top-up's «left to reverse» changed too.
    void client.invalidateQueries({ queryKey: financeOperationsList.keys.all })
    void client.invalidateQueries({ queryKey: approvalsList.keys.all })
    void client.invalidateQueries({ queryKey: customersQueryKeys.detail(customerUuid) })
    if (!answer.made) return
    void client.invalidateQueries({ queryKey: customersQueryKeys.lists })
    void journalChange({
      action: 'operation_reversed',
      target_type: 'customer',
      target_uuid: customerUuid,
      target_label: answer.made.reversal.customer_email,
      changes: { amount: [null, request.amount], operation: [null, request.operationUuid] },
      comment: request.reason,
    })
  },
}))

export function useReverseOperation() {
  return useConsoleMutation(reverseAtom)
}

/** How many of a customer's top-ups the reversal drawer and the palette list, newest first. */
const topUpsListed = '100'

/** A customer's top-ups (either kind), newest first, each with what is left to reverse; '' asks nothing. */
export function useTopUpsToReverse(customerUuid: string) {
  const params = useMemo(
    () => ({ customer_uuid: [customerUuid], type: [...reversibleTypes], ordering: ['-created_at'], page_size: [topUpsListed] }),
    [customerUuid],
  )
  return useCustomerTopUps(customerUuid === '' ? null : params)
}
