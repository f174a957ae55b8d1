import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider as JotaiProvider } from 'jotai'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { createRoutes } from '../../src/app/routes'
import { attachQueryClient } from '../../src/state/query/attach-query-client'
import { tokensAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { createFakeApi, type FakeApi } from './fake-api'

export interface RenderConsoleOptions {
  /** Where the memory router starts, with its search string: '/users?status=active'. */
  url: string
  /** The route table; the app's own (guards, layouts, lazy screens) when left out. */
  routes?: (context: ConsoleContext) => RouteObject[]
  /** The backend; a fresh fake when left out. */
  api?: FakeApi
  /** Start with a stored token pair issued by the fake (default true). */
  signedIn?: boolean
}

/** Renders with a fresh store, QueryClient and memory router over the fake API: one console, one test. */
export function renderWithConsole(options: RenderConsoleOptions) {
  const api = options.api ?? createFakeApi()
  const sessionEnds: number[] = []
  const context = createConsoleContext({
    fetch: api.fetch,
    onSessionEnd: () => {
      sessionEnds.push(Date.now())
      context.clearQueries()
      void router.navigate('/', { replace: true })
    },
  })
  if (options.signedIn ?? true) context.store.set(tokensAtom, api.issueTokens())
  // The app's own routes make the QueryClient in their loaders; a test's own routes have no such
  // loader, so their screens find it made.
  if (options.routes) attachQueryClient(context.store)
  const routes = (options.routes ?? createRoutes)(context)
  const router = createMemoryRouter(routes, { initialEntries: [options.url] })
  const user = userEvent.setup()
  const view = render(
    <JotaiProvider store={context.store}>
      <RouterProvider router={router} />
    </JotaiProvider>,
  )
  return { ...view, api, context, router, user, sessionEnds }
}
