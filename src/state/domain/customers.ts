import { customersList, customersQueryKeys, fetchCustomer } from '../../api/customers'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'

/**
 * A customer's details by uuid ('' = none): the customer page, the drawers (top-up, one-time code),
 * the operations list's chip, the referrer heading and the palette all read this one query.
 */
export const customerQuery = defineQuery((customerUuid: string, { http }) => ({
  key: customersQueryKeys.detail(customerUuid),
  fetch: ({ signal }) => fetchCustomer(http, customerUuid, { signal }),
  enabled: customerUuid !== '',
}))

/** How many customers a picker's search shows. */
const searchedCustomersShown = '8'

/**
 * The first customers matching a text, newest first, from `minLength` characters on; the previous
 * answer stays while the next loads. The palette's customer search and the referrer picker each
 * make theirs (each keeps its own last answer), and for the same text they ask for the same page
 * under the same key: one request.
 */
export function customerSearchQuery(minLength: number) {
  return defineQuery(
    (text: string, { http }) => {
      const params = { page: ['1'], page_size: [searchedCustomersShown], search: [text], ordering: ['-registered_at'] }
      return {
        key: customersList.keys.list(params),
        fetch: ({ signal }) => customersList.list(http, params, { signal }),
        enabled: text.length >= minLength,
      }
    },
    { keepLastShown: true },
  )
}

/** The customer of `customerUuid` ('' = none asked for). */
export function useCustomer(customerUuid: string) {
  return useRead(customerQuery, customerUuid)
}
