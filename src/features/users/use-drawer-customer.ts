import type { Customer } from '../../../contract/schemas/customers'
import { customersQueryKeys } from '../../api/customers'
import type { RecordLoad } from '../../lib/form'
import { useCustomer } from '../../state/domain/customers'
import { recordLoad } from '../../state/query/record-load'
import { useReadAnewOnOpen } from '../../state/query/use-read-anew'

/**
 * The customer a drawer acts on, read anew by uuid when the drawer opens (a cached balance may be
 * old), and the state of that load for FormDrawer: a link without a uuid, or a load that failed,
 * offers no action. The actions need the uuid only, so the form shows while the customer loads.
 */
export function useDrawerCustomer(customerUuid: string): { customer: Customer | undefined; record: RecordLoad } {
  const result = useCustomer(customerUuid)
  const current = useReadAnewOnOpen(customerUuid === '' ? undefined : customersQueryKeys.detail(customerUuid))
  const customer = current ? result.data : undefined
  if (customerUuid === '') return { customer, record: { status: 'failed', title: 'Пользователь не указан' } }
  const load = recordLoad({ data: customer, error: result.error, isFetching: result.isFetching, refetch: result.refetch }, 'пользователя')
  return { customer, record: load.status === 'loading' ? { status: 'ready' } : load }
}
