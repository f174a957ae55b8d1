import type { createBrowserRouter } from 'react-router-dom'
import { paths } from '../lib/paths'
import { accessTokenAtom, accessTokenStorageKey } from '../state/session/session'
import type { ConsoleContext } from '../state/store'

type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * Follows sign-outs and sign-ins made in other tabs (their writes to the stored tokens): a tab
 * signed out elsewhere forgets its data and goes to sign-in, remembering where it was; a sign-in
 * elsewhere brings it back there. Returns the stop.
 */
export function followSessionAcrossTabs({ store, clearQueries }: ConsoleContext, router: AppRouter): () => void {
  let returnTo: string | undefined

  function onStorage(event: StorageEvent) {
    // key null: the whole storage was cleared.
    if (event.storageArea !== window.localStorage || (event.key !== null && event.key !== accessTokenStorageKey)) return
    // The token atom follows the same event through its own listener, registered before this one.
    const signedIn = store.get(accessTokenAtom) !== ''
    const { pathname, search, hash } = router.state.location
    const onSignIn = pathname === paths.signIn.path
    if (!signedIn && !onSignIn) {
      returnTo = `${pathname}${search}${hash}`
      clearQueries()
      void router.navigate(paths.signIn.getHref(), { replace: true })
    } else if (signedIn && onSignIn) {
      const target = returnTo ?? paths.users.getHref()
      returnTo = undefined
      void router.navigate(target, { replace: true })
    }
  }

  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
