import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom'
import { paths } from '../lib/paths'
import type { ConsoleContext } from '../state/store'
import { httpAtom } from '../state/http'
import { accessTokenAtom, profileQueryOptions } from '../state/session'
import { GuestLayout } from './layouts/guest-layout'
import { RootLayout } from './layouts/root-layout'
import { RouteError } from './route-error'

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

const screen = (title: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  handle: { title } satisfies RouteHandle,
  lazy: load,
})

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
            {
              path: paths.dashboard.path,
              ...screen(paths.dashboard.title, () =>
                import('../features/dashboard/dashboard-screen').then((m) => ({ Component: m.DashboardScreen })),
              ),
            },
            {
              path: paths.users.path,
              ...screen(paths.users.title, () =>
                import('../features/customers/users-screen').then((m) => ({ Component: m.UsersScreen })),
              ),
            },
            {
              path: paths.user.path,
              ...screen(paths.user.title, () =>
                import('../features/customers/customer-screen').then((m) => ({ Component: m.CustomerScreen })),
              ),
            },
            {
              path: paths.stats.path,
              ...screen(paths.stats.title, () =>
                import('./in-development').then((m) => ({ Component: m.InDevelopment })),
              ),
            },
            {
              path: paths.benchmarks.path,
              ...screen(paths.benchmarks.title, () =>
                import('./in-development').then((m) => ({ Component: m.InDevelopment })),
              ),
            },
            {
              path: paths.requests.path,
              ...screen(paths.requests.title, () =>
                import('./in-development').then((m) => ({ Component: m.InDevelopment })),
              ),
            },
            {
              path: paths.requestAccounts.path,
              ...screen(paths.requestAccounts.title, () =>
                import('./in-development').then((m) => ({ Component: m.InDevelopment })),
              ),
            },
            {
              path: paths.referrals.path,
              ...screen(paths.referrals.title, () =>
                import('../features/referrals/referrals-screen').then((m) => ({ Component: m.ReferralsScreen })),
              ),
            },
            {
              path: paths.operations.path,
              ...screen(paths.operations.title, () =>
                import('../features/finance/operations-screen').then((m) => ({ Component: m.OperationsScreen })),
              ),
            },
            {
              path: '*',
              ...screen('Страница не найдена', () =>
                import('./not-found').then((m) => ({ Component: m.NotFound })),
              ),
            },
          ],
        },
      ],
    },
  ]
}
