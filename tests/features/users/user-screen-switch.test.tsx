import { act, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { UserScreen } from '../../../src/features/users/user-screen'
import { paths } from '../../../src/lib/paths'
import { ivan, makeCustomers } from '../../support/fixtures/customers'
import { renderWithConsole } from '../../support/render'
import { customersApi } from './render-users'

/** What every commit showed: the address and the page's heading, read in the commit itself (before paint). */
function commitRecorder() {
  const commits: { path: string; heading: string }[] = []
  function Recorder() {
    const location = useLocation()
    useLayoutEffect(() => {
      commits.push({ path: location.pathname, heading: document.querySelector('h1')?.textContent ?? '' })
    })
    return null
  }
  return { commits, Recorder }
}

describe('moving from one customer to another', () => {
  it('never shows the previous customer under the new address, not even for one commit', async () => {
    const customers = makeCustomers(3)
    const other = customers[1]
    if (!other) throw new Error('fixture: a second customer')
    const otherName = `${other.first_name} ${other.last_name}`
    const { commits, Recorder } = commitRecorder()
    const view = renderWithConsole({
      url: paths.user.getHref(ivan.customer_uuid),
      api: customersApi({ customers }).api,
      routes: () => [
        {
          path: '/',
          element: (
            <>
              <Outlet />
              <Recorder />
            </>
          ),
          children: [{ path: paths.user.path, element: <UserScreen /> }],
        },
      ],
    })
    await screen.findByRole('heading', { level: 1, name: 'Иван Петров' })

    await act(() => view.router.navigate(paths.user.getHref(other.customer_uuid)))
    await screen.findByRole('heading', { level: 1, name: otherName })

    const atOther = commits.filter((commit) => commit.path === paths.user.getHref(other.customer_uuid))
    expect(atOther.length).toBeGreaterThan(0)
    expect(atOther.map((commit) => commit.heading)).not.toContain('Иван Петров')
  })
})
