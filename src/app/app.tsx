import { Provider as JotaiProvider } from 'jotai'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import type { ConsoleContext } from '../state/store'
import { useThemeEffect } from './theme-effect'

type AppRouter = ReturnType<typeof createBrowserRouter>

function ThemeEffect() {
  useThemeEffect()
  return null
}

/**
 * Everything a screen needs: the one jotai store (the query atoms find the QueryClient in it, once
 * the signed-in area's loaders made it) and the router.
 */
export function App({ context, router }: { context: ConsoleContext; router: AppRouter }) {
  return (
    <JotaiProvider store={context.store}>
      <ThemeEffect />
      <RouterProvider router={router} />
    </JotaiProvider>
  )
}
