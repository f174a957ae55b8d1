import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { paths } from '../lib/paths'
import type { ConsoleContext } from '../state/store'
import { httpAtom } from '../state/http'
import { accessTokenAtom, profileQueryOptions } from '../state/session'
import { GuestLayout } from './layouts/guest-layout'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './route-error'
import { screens } from './screens'

export interface RouteHandle {
  title?: string
}

/**
 * Guards of SPEC §2. The authorized area needs a stored access token and a loadable profile;
 * the guest area sends a user who has both straight in.
 */
function authorizedLoader({ store, queryClient }: ConsoleContext): LoaderFunction {
  return async () => {
    if (!store.get(accessTokenAtom)) throw redirect(paths.signIn.getHref())
    await queryClient.ensureQueryData(profileQueryOptions(store.get(httpAtom)))
    return null
  }
}

function guestLoader({ store, queryClient }: ConsoleContext): LoaderFunction {
  return async () => {
    if (!store.get(accessTokenAtom)) return null
    try {
      await queryClient.ensureQueryData(profileQueryOptions(store.get(httpAtom)))
    } catch {
      // A token whose profile does not load is no session: stay on sign-in.
      return null
    }
    throw redirect(paths.users.getHref())
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
          element: <GuestLayout />,
          loader: guestLoader(context),
          children: [
            {
              path: paths.signIn.path,
              lazy: () => import('../features/auth/sign-in-screen').then((m) => ({ Component: m.SignInScreen })),
            },
          ],
        },
        {
          // The shell (sidebar, palette, drawers) is its own chunk: sign-in never loads it.
          lazy: () => import('./layouts/authorized-layout').then((m) => ({ Component: m.AuthorizedLayout })),
          loader: requireSession,
          children: [
            {
              index: true,
              // Loaders run in parallel: the index guards too, so that '/' without a session ends on sign-in.
              loader: async (args) => {
                await requireSession(args)
                return redirect(paths.users.getHref())
              },
            },
            ...screens.map(({ route, load }): RouteObject => ({
              path: route.path,
              handle: { title: route.title } satisfies RouteHandle,
              lazy: load,
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
