import { useAtomValue } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { documentTitle } from '../lib/paths'
import { connectionLostAtom } from '../state/session/connection'
import { ConnectionBanner, LiveRegions } from '../ui'
import { productName } from './config'

/**
 * Around every page, routed or not: the document title, the notice of a lost connection, and the
 * announcer's live regions, there from the first render, before any result.
 */
export function ConsoleFrame({ title, children }: { title?: string; children: ReactNode }) {
  const connectionLost = useAtomValue(connectionLostAtom)
  useEffect(() => {
    document.title = documentTitle(productName, title)
  }, [title])
  return (
    <>
      <LiveRegions />
      <ConnectionBanner lost={connectionLost} />
      {children}
    </>
  )
}
