import { defineQuery } from '../query/define-query'
import { profileDescription } from '../query/read-once'
import { useRead } from '../query/use-read'
import { accessTokenAtom } from '../session/session'

/**
 * The signed-in admin's profile; idle while there is no access token. Apart from the session's
 * atoms: a query brings the query observer, which the sign-in form has no use for.
 */
export const profileQuery = defineQuery((_: void, { http, get }) => ({
  ...profileDescription(http),
  enabled: get(accessTokenAtom) !== '',
}))

export function useProfile() {
  return useRead(profileQuery)
}

/** The signed-in person's e-mail, lower-cased as the live events and notes write it ('' while unknown). */
export function useOwnEmail(): string {
  return useProfile().data?.email.toLowerCase() ?? ''
}
