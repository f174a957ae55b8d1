import { paths } from './paths'

/** The sign-in address's parameter holding where the visitor was going. */
export const returnToParam = 'next'

/**
 * The address to return to after sign-in, when it is a path of this console: anything that could
 * leave the origin (`https://other`, `//host`, `/\host`, `javascript:`) is refused with undefined.
 */
export function safeReturnPath(value: string | null, origin: string): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

/** The sign-in address that comes back to `returnTo` (a path with its query) once signed in. */
function signInHrefFor(signInPath: string, returnTo: string): string {
  return `${signInPath}?${new URLSearchParams({ [returnToParam]: returnTo }).toString()}`
}

/**
 * Where a signed-out visitor of `pathname` is sent: sign-in, which brings them back there afterwards
 * ('/' only sends people on, so sign-in then goes to its default).
 */
export function signInAddressFor(pathname: string, search: string): string {
  const signIn = paths.signIn.getHref()
  return pathname === paths.root.path ? signIn : signInHrefFor(signIn, `${pathname}${search}`)
}
