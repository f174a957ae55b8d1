import { Outlet, redirect, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { paths } from '../lib/paths'
import { returnToParam, safeReturnPath, signInAddressFor } from '../lib/return-to'
import { accessTokenAtom } from '../state/session/session'
import type { ConsoleContext } from '../state/store'
import { GuestFrame } from './guest-frame'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'
import { screens } from './screens'
import { readSessionProfile } from './session-profile'
import { loadShell } from './shell-chunk'

export interface RouteHandle {
  title?: string
}

/**
 * Guards of the routes. The authorized area needs a stored access token and a loadable profile;
 * the guest area sends a user who has both straight in.
 */
function authorizedLoader(context: ConsoleContext): LoaderFunction {
  return async ({ request }) => {
    if (!context.store.get(accessTokenAtom)) {
      // Sign-in comes back here, query included.
      const { pathname, search } = new URL(request.url)
      throw redirect(signInAddressFor(pathname, search))
    }
    await readSessionProfile(context)
    return null
  }
}

function guestLoader(context: ConsoleContext): LoaderFunction {
  return async ({ request }) => {
    if (!context.store.get(accessTokenAtom)) return null
    try {
      await readSessionProfile(context)
    } catch {
      // A token whose profile does not load is no session: stay on sign-in.
      return null
    }
    const url = new URL(request.url)
    throw redirect(safeReturnPath(url.searchParams.get(returnToParam), url.origin) ?? paths.users.getHref())
  }
}

export function createRoutes(context: ConsoleContext): RouteObject[] {
  const requireSession = authorizedLoader(context)
  return [
    {
      path: paths.root.path,
      element: <RootLayout />,
      errorElement: <RouteError />,
      // While the first loaders run (the profile, a lazy screen): an empty, busy page, no flash of content.
      hydrateFallbackElement: <div aria-busy="true" />,
      children: [
        {
          // '/' belongs to neither layout: it only sends the visitor on (to sign-in without a token,
          // else to the users list, whose guard loads the profile), so that a signed-out visitor
          // never downloads the signed-in shell on the way.
          index: true,
          loader: () => redirect(context.store.get(accessTokenAtom) ? paths.users.getHref() : paths.signIn.getHref()),
        },
        {
          element: (
            <GuestFrame>
              <Outlet />
            </GuestFrame>
          ),
          loader: guestLoader(context),
          children: [
            {
              path: paths.signIn.path,
              lazy: () => import('./routed-sign-in').then((m) => ({ Component: m.RoutedSignIn })),
            },
          ],
        },
        {
          // The shell (sidebar, palette, drawers) is its own chunk: sign-in never loads it.
          lazy: () => loadShell().then((m) => ({ Component: m.AuthorizedLayout })),
          loader: requireSession,
          // A change of search parameters only (a filter, a page, a drawer) needs no guard again:
          // without a loader to wait for, such navigations land at once, so two quick ones (a
          // search that settles just as a row opens its drawer) cannot undo each other.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate,
          children: [
            // Every feature's screens, record types' included (their paths are in their declarations).
            ...screens.map((screen): RouteObject => ({
              path: screen.route.path,
              handle: { title: screen.route.title } satisfies RouteHandle,
              lazy: screen.load,
            })),
            {
              path: '*',
              handle: { title: 'Страница не найдена' } satisfies RouteHandle,
              lazy: () => import('./not-found').then((m) => ({ Component: m.NotFound })),
            },
          ],
        },
      ],
    },
  ]
}
