import { Outlet, useMatches } from 'react-router-dom'
import { ConsoleFrame } from './console-frame'
import type { RouteHandle } from './routes'

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined
  const { title } = handle as RouteHandle
  return title
}

/** The routed console's frame, titled on every navigation by the deepest route that has a title. */
export function RootLayout() {
  const matches = useMatches()
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean)
  return (
    <ConsoleFrame title={title}>
      <Outlet />
    </ConsoleFrame>
  )
}
