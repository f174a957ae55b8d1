import { QueryClientProvider } from '@tanstack/react-query'
import { Provider as JotaiProvider } from 'jotai'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import type { ConsoleContext } from '../state/store'
import { useThemeEffect } from './theme-effect'

type AppRouter = ReturnType<typeof createBrowserRouter>

function ThemeEffect() {
  useThemeEffect()
  return null
}

/** Everything a screen needs: the one jotai store, the query client, the router. */
export function App({ context, router }: { context: ConsoleContext; router: AppRouter }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <JotaiProvider store={context.store}>
        <ThemeEffect />
        <RouterProvider router={router} />
      </JotaiProvider>
    </QueryClientProvider>
  )
}
