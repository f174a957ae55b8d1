import { Outlet, useMatches } from 'react-router-dom'
import { RecordTypesContext } from '../state/shell/record-types'
import { ConsoleFrame } from './console-frame'
import type { RouteHandle } from './routes'
import { recordTypes } from './screens'

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined
  const { title } = handle as RouteHandle
  return title
}

/**
 * The routed console's frame, titled on every navigation by the deepest route that has a title; the
 * features' record types known to everything under it (the journal, the live stream).
 */
export function RootLayout() {
  const matches = useMatches()
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean)
  return (
    <RecordTypesContext value={recordTypes}>
      <ConsoleFrame title={title}>
        <Outlet />
      </ConsoleFrame>
    </RecordTypesContext>
  )
}
