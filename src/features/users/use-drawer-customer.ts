import { useAtomValue } from 'jotai'
import { customersQueryKeys } from '../../api/customers'
import type { Customer } from '../../api/schemas/customers'
import type { RecordLoad } from '../../lib/form'
import { drawerCustomerAtoms } from '../../state/customers'
import { recordLoad } from '../../state/record-load'
import { useQueryParams } from '../../state/use-query-params'
import { useReadAnewOnOpen } from '../../state/use-read-anew'

/**
 * The customer a drawer acts on, read anew by uuid when the drawer opens (a cached balance may be
 * old), and the state of that load for FormDrawer: a link without a uuid, or a load that failed,
 * offers no action. The actions need the uuid only, so the form shows while the customer loads.
 */
export function useDrawerCustomer(customerUuid: string): { customer: Customer | undefined; record: RecordLoad } {
  useQueryParams(drawerCustomerAtoms.uuidAtom, customerUuid)
  const result = useAtomValue(drawerCustomerAtoms.queryAtom)
  const current = useReadAnewOnOpen(customerUuid === '' ? undefined : customersQueryKeys.detail(customerUuid))
  // Until the layout effect has run, the atom may still describe another customer.
  const customer = current && result.data?.customer_uuid === customerUuid ? result.data : undefined
  if (customerUuid === '') return { customer, record: { status: 'failed', title: 'Пользователь не указан' } }
  const load = recordLoad({ data: customer, error: result.error, isFetching: result.isFetching, refetch: result.refetch }, 'пользователя')
  return { customer, record: load.status === 'loading' ? { status: 'ready' } : load }
}
