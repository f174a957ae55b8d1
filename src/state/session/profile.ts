import { atomWithQuery } from 'jotai-tanstack-query'
import { httpAtom } from './http'
import { accessTokenAtom, profileQueryOptions } from './session'

/**
 * The signed-in admin's profile; idle while there is no access token. Apart from the session's
 * atoms: a query atom brings the query observer, which the sign-in form has no use for.
 */
export const profileAtom = atomWithQuery((get) => ({
  ...profileQueryOptions(get(httpAtom)),
  enabled: get(accessTokenAtom) !== '',
}))
