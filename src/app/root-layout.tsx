import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { Outlet, useMatches } from 'react-router-dom'
import { documentTitle } from '../lib/paths'
import { connectionLostAtom } from '../state/session/connection'
import { ConnectionBanner, LiveRegions } from '../ui'
import { productName } from './config'
import type { RouteHandle } from './routes'

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined
  const { title } = handle as RouteHandle
  return title
}

/**
 * Sets the document title on every navigation, from the deepest route that has one; says when the
 * connection is lost. The announcer's live regions are here from the first render, before any result.
 */
export function RootLayout() {
  const connectionLost = useAtomValue(connectionLostAtom)
  const matches = useMatches()
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean)
  useEffect(() => {
    document.title = documentTitle(productName, title)
  }, [title])
  return (
    <>
      <LiveRegions />
      <ConnectionBanner lost={connectionLost} />
      <Outlet />
    </>
  )
}
