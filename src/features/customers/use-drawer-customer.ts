import { useAtomValue } from 'jotai'
import type { Customer } from '../../api/schemas/customers'
import type { RecordLoad } from '../../lib/form'
import { drawerCustomerAtoms } from '../../state/customers'
import { recordLoad } from '../../state/record-load'
import { useQueryParams } from '../../state/use-query-params'

/**
 * The customer a drawer acts on, loaded (or taken from the cache) by uuid, and the state of that
 * load for FormDrawer: a link without a uuid, or a load that failed, offers no action. The
 * actions need the uuid only, so the form shows while the customer loads.
 */
export function useDrawerCustomer(customerUuid: string): { customer: Customer | undefined; record: RecordLoad } {
  useQueryParams(drawerCustomerAtoms.uuidAtom, customerUuid)
  const result = useAtomValue(drawerCustomerAtoms.queryAtom)
  // Until the layout effect has run, the atom may still describe another customer.
  const customer = result.data?.customer_uuid === customerUuid ? result.data : undefined
  if (customerUuid === '') return { customer, record: { status: 'failed', title: 'Пользователь не указан' } }
  const load = recordLoad({ data: customer, error: result.error, isFetching: result.isFetching, refetch: result.refetch }, 'пользователя')
  return { customer, record: load.status === 'loading' ? { status: 'ready' } : load }
}
