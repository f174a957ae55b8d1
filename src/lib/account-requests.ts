import { paths } from './paths'

/**
 * «Запросы клиентов» filtered by one account (`?client_request_account_uuid=<uuid>`): linked from an
 * account's row, a request's account and a refused delete. Apart from lib/paths, which the first
 * page loads, as only the signed-in screens need it.
 */
export function accountRequestsHref(accountUuid: string): string {
  return `${paths.requests.getHref()}?client_request_account_uuid=${encodeURIComponent(accountUuid)}`
}
