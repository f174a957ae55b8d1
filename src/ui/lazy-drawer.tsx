import { lazy, Suspense, type ComponentType } from 'react'
import type { DrawerDescriptor } from '../lib/drawers'

/** What a URL drawer's component receives. */
export interface LazyDrawerProps {
  /** The value of the link's record parameter ('' when the link has none or it is missing). */
  record: string
  /** The whole search string, for a drawer that reads more than its record. */
  params: URLSearchParams
  onClose: () => void
}

/**
 * A URL drawer whose code loads when it is first opened, so that screens never opening it do not
 * carry it: `lazyDrawer(drawerLinks.topUp, () => import('./top-up-drawer').then((m) => m.TopUpDrawer))`.
 */
export function lazyDrawer(
  link: { readonly id: string; readonly param?: string },
  load: () => Promise<ComponentType<LazyDrawerProps>>,
): DrawerDescriptor {
  const Component = lazy(() => load().then((component) => ({ default: component })))
  const param = link.param
  return {
    id: link.id,
    params: param === undefined ? [] : [param],
    render: ({ params, close }) => (
      <Suspense fallback={null}>
        <Component record={param === undefined ? '' : (params.get(param) ?? '')} params={params} onClose={close} />
      </Suspense>
    ),
  }
}
