import { act } from '@testing-library/react'
import { Outlet, useLocation, useSearchParams } from 'react-router-dom'
import { customerDrawers } from '../../../src/features/users/drawers'
import { UsersScreen } from '../../../src/features/users/list-screen'
import { UserScreen } from '../../../src/features/users/user-screen'
import { shownDrawerId, withoutDrawer } from '../../../src/lib/drawers'
import { paths } from '../../../src/lib/paths'
import { Toaster } from '../../../src/ui'
import { toaster } from '../../../src/ui/toaster-store'
import { createFakeApi } from '../../support/fake-api'
import { makeCustomers, serveCustomers, type CustomerJson, type OperationJson } from '../../support/fixtures/customers'
import { renderWithConsole } from '../../support/render'

/** The drawer host of the app, reduced to this feature's drawers. */
function Drawers() {
  const [searchParams, setSearchParams] = useSearchParams()
  const drawer = customerDrawers.find((candidate) => candidate.id === shownDrawerId(searchParams))
  if (!drawer) return null
  return drawer.render({
    params: searchParams,
    close: () => setSearchParams(withoutDrawer(searchParams, drawer), { replace: true }),
  })
}

/** Where the customer page links to: shows the search it was opened with. */
function OperationsStub() {
  const location = useLocation()
  return <h1>Операции {location.search}</h1>
}

const routes = () => [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <Drawers />
        {/* The app mounts it in the authorized layout. */}
        <Toaster />
      </>
    ),
    children: [
      { path: paths.users.path, element: <UsersScreen /> },
      { path: paths.user.path, element: <UserScreen /> },
      { path: paths.operations.path, element: <OperationsStub /> },
    ],
  },
]

/** A fake API serving `customers` (40 by default) and their operations. */
export function customersApi(options: { customers?: CustomerJson[]; operations?: OperationJson[] } = {}) {
  const api = createFakeApi()
  const backend = serveCustomers(api, options.customers ?? makeCustomers(), options.operations)
  return { api, backend }
}

/** The customers screens (and their drawers) at `url`, over that fake API. */
export function renderCustomers(url: string, served = customersApi()) {
  const view = renderWithConsole({ url, api: served.api, routes })
  return { ...view, backend: served.backend }
}

/** Toasts live in a module-wide store: clear them so one test's toast never shows in the next. */
export function clearToasts() {
  act(() => toaster.remove())
}
