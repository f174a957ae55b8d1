import { act, render, screen } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useUrlSearch, type SearchChange } from '../../src/state/shell/use-url-search'

function adding(key: string, value: string): SearchChange {
  return (current) => {
    const next = new URLSearchParams(current)
    next.append(key, value)
    return next
  }
}

/** A screen whose route has a loader that waits until the test lets it go, as lazy routes and guards do. */
function renderWithSlowLoader() {
  let changeSearch: ReturnType<typeof useUrlSearch>[1] = () => {}
  const releases: (() => void)[] = []
  function Screen() {
    const [params, change] = useUrlSearch()
    changeSearch = change
    return <output aria-label="URL">{params.toString()}</output>
  }
  const router = createMemoryRouter(
    [{ path: '/list', loader: () => new Promise<null>((resolve) => releases.push(() => resolve(null))), Component: Screen }],
    { initialEntries: ['/list?type=refund'], hydrationData: { loaderData: { 0: null } } },
  )
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  )
  const releaseAll = () => act(async () => releases.splice(0).forEach((release) => release()))
  return { router, change: (change: SearchChange) => act(() => changeSearch(change)), releaseAll }
}

describe('useUrlSearch', () => {
  it('keeps a change made while the previous one still waits for the loaders', async () => {
    const { router, change, releaseAll } = renderWithSlowLoader()
    await change(adding('type', 'bonus'))
    await change(adding('date_from', '2026-09-01'))
    await releaseAll()
    await releaseAll()

    expect(router.state.location.search).toBe('?type=refund&type=bonus&date_from=2026-09-01')
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('type=refund&type=bonus&date_from=2026-09-01')
  })

  it('builds on the shown URL once it has changed by other means (Back, a link)', async () => {
    const { router, change, releaseAll } = renderWithSlowLoader()
    await change(adding('type', 'bonus'))
    await releaseAll()
    act(() => void router.navigate('/list?page=3'))
    await releaseAll()
    await change(adding('ordering', '-amount'))
    await releaseAll()

    expect(router.state.location.search).toBe('?page=3&ordering=-amount')
  })
})
