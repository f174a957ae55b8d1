import { createBrowserRouter } from 'react-router-dom'
import { paths } from '../lib/paths'
import { createConsoleContext } from '../state/store'
import { apiHost } from './config'
import { followSessionAcrossTabs } from './cross-tab-session'
import { createRoutes } from './routes'

/** Builds the app's one store and its router; a session that ends sends the browser to '/'. */
export function bootstrap() {
  const context = createConsoleContext({
    host: apiHost,
    crossTabChannel: 'console-queries',
    onSessionEnd: () => {
      context.clearQueries()
      void router.navigate(paths.root.getHref(), { replace: true })
    },
  })
  const router = createBrowserRouter(createRoutes(context))
  followSessionAcrossTabs(context, router)
  return { context, router }
}
