import { paths } from '../lib/paths'
import { signInAddressFor } from '../lib/return-to'
import { accessTokenAtom } from '../state/session/session'
import { createConsoleContext } from '../state/store'
import { apiHost } from './config'
import type { RoutedConsole } from './routed-console'
import { readSessionProfile } from './session-profile'
import { loadShell } from './shell-chunk'

/**
 * Builds the app's one store; the router and its screens come later, on demand: a visitor signed out
 * at the first load sees the sign-in form without downloading them (their code is fetched once they
 * start typing). A session that ends sends the browser to '/'.
 */
export function bootstrap() {
  let routed: Promise<RoutedConsole> | undefined
  const context = createConsoleContext({
    host: apiHost,
    crossTabChannel: 'console-queries',
    onSessionEnd: () => {
      context.clearQueries()
      void routed?.then(({ router }) => router.navigate(paths.root.getHref(), { replace: true }))
    },
  })
  const loadRoutedConsole = () => import('./routed-console')
  /** The routed console, made once: once there is a session, it owns every address from then on. */
  const openConsole = () => (routed ??= loadRoutedConsole().then(({ createRoutedConsole }) => createRoutedConsole(context)))

  const signedIn = context.store.get(accessTokenAtom) !== ''
  if (signedIn) {
    // Asked for together, not one after the other: the router would only ask for the shell and read
    // the profile once its own code came. Its guard waits for that same read, and answers its failure.
    void openConsole()
    void loadShell()
    readSessionProfile(context).catch(() => undefined)
  } else {
    const { pathname, search } = window.location
    if (pathname !== paths.signIn.path) window.history.replaceState(null, '', signInAddressFor(pathname, search))
  }
  return { context, signedInAtStart: signedIn, openConsole, prefetchConsole: loadRoutedConsole }
}
