import { useAtomValue } from 'jotai'
import { drawerCustomerAtoms } from '../../state/customers'
import { useQueryParams } from '../../state/use-query-params'

/**
 * The customer a drawer acts on, loaded (or taken from the cache) by uuid. `unavailable` is the
 * Russian reason when there is none to show: no uuid in the link, or the load failed.
 */
export function useDrawerCustomer(customerUuid: string) {
  useQueryParams(drawerCustomerAtoms.uuidAtom, customerUuid)
  const result = useAtomValue(drawerCustomerAtoms.queryAtom)
  // Until the layout effect has run, the atom may still describe another customer.
  const customer = result.data?.customer_uuid === customerUuid ? result.data : undefined
  let unavailable = ''
  if (customerUuid === '') unavailable = 'Пользователь не указан.'
  else if (!customer && result.isError) unavailable = 'Не удалось загрузить пользователя.'
  return { customer, unavailable }
}
