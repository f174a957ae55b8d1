import { customerEndpoints } from '../../contract/endpoints/customers'
import type { Approval } from '../../contract/schemas/approvals'
import type { Customer, CustomerDetails, CustomerPage, CustomerStatus, OtpAnswer, TopUpBody } from '../../contract/schemas/customers'
import { callEndpoint } from './call'
import type { HttpClient } from './http'
import { defineList } from './resource'

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

/** The customers list under the URL keys of its screen (its declaration joins arrays with commas). */
export const customersList = defineList({ key: 'customers', endpoint: customerEndpoints.list })

export const customersQueryKeys = {
  /** Every customers list: invalidated when a customer changes. */
  lists: ['customers'] as const,
  list: (query: CustomersQuery) => ['customers', query] as const,
  detail: (customerUuid: string) => ['customer', customerUuid] as const,
}

/** One page of customers. */
export function fetchCustomers(http: HttpClient, query: CustomersQuery, options: { signal?: AbortSignal } = {}): Promise<CustomerPage> {
  return callEndpoint(http, customerEndpoints.list, {
    query: {
      page: query.page,
      page_size: query.pageSize,
      search: query.search,
      status: query.statuses,
      registered_from: query.registeredFrom,
      registered_to: query.registeredTo,
      ordering: query.ordering,
    },
    signal: options.signal,
  })
}

/** The customer and their last 10 finance operations. */
export function fetchCustomer(http: HttpClient, customerUuid: string, options: { signal?: AbortSignal } = {}): Promise<CustomerDetails> {
  return callEndpoint(http, customerEndpoints.details, { path: { customer_uuid: customerUuid }, signal: options.signal })
}

export interface TopUpRequest extends TopUpBody {
  customerUuid: string
  /** The same key for a retry of the same attempt, so the money moves once. */
  idempotencyKey: string
}

/** What a top-up did: credited the customer (200), or asked another person to approve it (202, the roles' extension). */
export type TopUpAnswer = { credited: Customer; requested?: never } | { requested: Approval; credited?: never }

/** Credits the balance once per idempotency key, or from the threshold on waits for approval. */
export async function topUpBalance(http: HttpClient, request: TopUpRequest): Promise<TopUpAnswer> {
  const answer = await callEndpoint(http, customerEndpoints.topUp, {
    path: { customer_uuid: request.customerUuid },
    body: { amount: request.amount, comment: request.comment },
    headers: { 'Idempotency-Key': request.idempotencyKey },
  })
  return 'approval_uuid' in answer ? { requested: answer } : { credited: answer }
}

/** A one-time sign-in code for the customer, shown once. */
export function issueOtp(http: HttpClient, customerUuid: string): Promise<OtpAnswer> {
  return callEndpoint(http, customerEndpoints.issueOtp, { path: { customer_uuid: customerUuid } })
}
