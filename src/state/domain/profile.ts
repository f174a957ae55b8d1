import { fetchProfile, profileQueryKey } from '../../api/profile'
import { fixedQueryAtom } from '../query/fixed-query'
import { accessTokenAtom } from '../session/session'

/**
 * The signed-in admin's profile; idle while there is no access token. Apart from the session's
 * atoms: a query atom brings the query observer, which the sign-in form has no use for.
 */
export const profileAtom = fixedQueryAtom(profileQueryKey, fetchProfile, { enabled: (get) => get(accessTokenAtom) !== '' })
