import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import type { ConsoleContext } from '../state/store'
import { followSessionAcrossTabs } from './cross-tab-session'
import { createRoutes } from './routes'

export interface RoutedConsole {
  router: ReturnType<typeof createBrowserRouter>
  Console: () => React.JSX.Element
}

/**
 * The console's routed screens. The router starts from the address it finds, so a visitor signed in
 * on /sign-in?next=… goes on there (the guest route's guard sends them).
 */
export function createRoutedConsole(context: ConsoleContext): RoutedConsole {
  const router = createBrowserRouter(createRoutes(context))
  followSessionAcrossTabs(context, router)
  return { router, Console: () => <RouterProvider router={router} /> }
}
