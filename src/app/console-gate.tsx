import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { SignInScreen } from '../features/auth/sign-in-screen'
import { accessTokenAtom } from '../state/session/session'
import { ConsoleFrame } from './console-frame'
import { GuestFrame } from './guest-frame'
import type { RoutedConsole } from './routed-console'

export interface ConsoleGateProps {
  /** Whether the visit began with a stored session. */
  signedInAtStart: boolean
  /** Makes the routed console (once): the router and its screens. */
  openConsole: () => Promise<RoutedConsole>
  /** Fetches the routed console's code without starting it. */
  prefetchConsole: () => Promise<unknown>
}

/**
 * A visit that begins signed out shows the sign-in form without the router; once there is a session
 * (this form, or a sign-in in another tab), the routed console takes over for good and goes where the
 * visitor was going. A visit that begins signed in waits, busy, for the routed console.
 */
export function ConsoleGate({ signedInAtStart, openConsole, prefetchConsole }: ConsoleGateProps) {
  const signedIn = useAtomValue(accessTokenAtom) !== ''
  const [routed, setRouted] = useState<RoutedConsole>()
  useEffect(() => {
    if (!signedIn || routed) return
    let current = true
    void openConsole().then((opened) => current && setRouted(opened))
    return () => {
      current = false
    }
  }, [signedIn, routed, openConsole])

  if (routed) return <routed.Console />
  if (signedInAtStart) return <div aria-busy="true" />
  return (
    <ConsoleFrame>
      {/* Someone who types is about to sign in: the console's code comes meanwhile. */}
      <div onInput={() => void prefetchConsole()}>
        <GuestFrame>
          {/* The routed console's guard of sign-in sends the visitor to the same address the form would. */}
          <SignInScreen onSignedIn={() => openConsole().then(() => undefined)} />
        </GuestFrame>
      </div>
    </ConsoleFrame>
  )
}
