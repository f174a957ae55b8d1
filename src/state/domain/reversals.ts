import type { FinanceOperation } from '../../../contract/schemas/finance'
import { reversibleTypes } from '../../../contract/schemas/reversals'
import { useRead } from '../query/use-read'
import { capabilitiesQuery } from './capabilities'
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
