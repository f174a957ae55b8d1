import { union } from 'superstruct'
import { Approval } from '../../contract/schemas/approvals'
import { Customer, CustomerDetails, CustomerPage, OtpAnswer, type CustomerStatus, type TopUpBody } from '../../contract/schemas/customers'
import type { HttpClient } from './http'
import { defineList } from './resource'

export const customersPath = '/v1/admin/users/customers/'

export const customerPath = (customerUuid: string) => `${customersPath}${encodeURIComponent(customerUuid)}/`

/** What the customers list asks for; '' and [] mean "no filter". */
export interface CustomersQuery {
  page: number
  pageSize: number
  /** Matches email, names, phone and company on the server. */
  search: string
  /** Any of these statuses (sent comma-joined: `status=active,blocked`); [] for all. */
  statuses: readonly CustomerStatus[]
  /** Registration days, YYYY-MM-DD, inclusive; '' for an open end. */
  registeredFrom: string
  registeredTo: string
  /** One of the ordering fields, '-' first for descending. */
  ordering: string
}

export const defaultCustomersQuery: CustomersQuery = {
  page: 1,
  pageSize: 25,
  search: '',
  statuses: [],
  registeredFrom: '',
  registeredTo: '',
  ordering: '-registered_at',
}

/** The customers list under the URL keys of its screen (the customers list alone joins arrays with commas). */
export const customersList = defineList({ key: 'customers', path: customersPath, page: CustomerPage, arrayFormat: 'comma' })

export const customersQueryKeys = {
  /** Every customers list: invalidated when a customer changes. */
  lists: ['customers'] as const,
  list: (query: CustomersQuery) => ['customers', query] as const,
  detail: (customerUuid: string) => ['customer', customerUuid] as const,
}

/** GET /v1/admin/users/customers/: one page of customers. */
export function fetchCustomers(http: HttpClient, query: CustomersQuery, options: { signal?: AbortSignal } = {}): Promise<CustomerPage> {
  return http.json(customersPath, CustomerPage, {
    query: {
      page: query.page,
      page_size: query.pageSize,
      search: query.search,
      status: query.statuses,
      registered_from: query.registeredFrom,
      registered_to: query.registeredTo,
      ordering: query.ordering,
    },
    // The customers list alone takes arrays comma-joined (docs/openapi.json).
    arrayFormat: 'comma',
    signal: options.signal,
  })
}

/** GET .../{customer_uuid}/: the customer and their last 10 finance operations. */
export function fetchCustomer(http: HttpClient, customerUuid: string, options: { signal?: AbortSignal } = {}): Promise<CustomerDetails> {
  return http.json(customerPath(customerUuid), CustomerDetails, { signal: options.signal })
}

export interface TopUpRequest extends TopUpBody {
  customerUuid: string
  /** The same key for a retry of the same attempt, so the money moves once. */
  idempotencyKey: string
}

/** What a top-up did: credited the customer (200), or asked another person to approve it (202, the roles' extension). */
export type TopUpAnswer = { credited: Customer; requested?: never } | { requested: Approval; credited?: never }

/** PATCH .../fill_up_balance/: credits the balance once per idempotency key, or from the threshold on waits for approval. */
export async function topUpBalance(http: HttpClient, request: TopUpRequest): Promise<TopUpAnswer> {
  const answer = await http.json(`${customerPath(request.customerUuid)}fill_up_balance/`, union([Customer, Approval]), {
    method: 'PATCH',
    body: { amount: request.amount, comment: request.comment },
    headers: { 'Idempotency-Key': request.idempotencyKey },
  })
  return 'approval_uuid' in answer ? { requested: answer } : { credited: answer }
}

/** POST .../issue-otp/: a one-time sign-in code for the customer, shown once. */
export function issueOtp(http: HttpClient, customerUuid: string): Promise<OtpAnswer> {
  return http.json(`${customerPath(customerUuid)}issue-otp/`, OtpAnswer, { method: 'POST' })
}
