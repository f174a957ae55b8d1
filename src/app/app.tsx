import { Provider as JotaiProvider } from 'jotai'
import type { ConsoleContext } from '../state/store'
import { ConsoleGate, type ConsoleGateProps } from './console-gate'
import { useThemeEffect } from './theme-effect'

function ThemeEffect() {
  useThemeEffect()
  return null
}

/**
 * Everything a screen needs: the one jotai store (the query atoms find the QueryClient in it, once
 * the signed-in area's loaders made it) and the gate to the routed console.
 */
export function App({ context, ...gate }: ConsoleGateProps & { context: ConsoleContext }) {
  return (
    <JotaiProvider store={context.store}>
      <ThemeEffect />
      <ConsoleGate {...gate} />
    </JotaiProvider>
  )
}
