import { render, waitFor } from '@testing-library/react'
import { Provider as JotaiProvider } from 'jotai'
import { expect, test } from 'vitest'
import { usePresence } from '../../src/state/live/use-presence'
import { liveStatusAtom } from '../../src/state/session/live-state'
import { tokensAtom } from '../../src/state/session/session'
import { createConsoleContext } from '../../src/state/store'
import { createFakeApi, fakePaths } from '../support/fake-api'

const presencePath = '/v1/admin/presence/'
const requestUuid = '2b7c1d4e-5f60-4a1b-8c9d-0e1f2a3b4c5d'

function EditingRequest() {
  usePresence('client_requests', requestUuid, 'editing')
  return null
}

test('closing a record after the access token ran out still tells the others, with a renewed token', async () => {
  const api = createFakeApi()
  api.on('PUT', presencePath, () => new Response(null, { status: 204 }))
  const context = createConsoleContext({ fetch: api.fetch, onSessionEnd: () => undefined })
  context.store.set(tokensAtom, api.issueTokens())
  context.store.set(liveStatusAtom, 'up')
  const view = render(
    <JotaiProvider store={context.store}>
      <EditingRequest />
    </JotaiProvider>,
  )
  await waitFor(() => expect(api.requestsTo('PUT', presencePath)).toHaveLength(1))

  // Idle on the record past the token's life, then closed (an unmount, not the page going).
  api.expireAccessTokens()
  view.unmount()

  await waitFor(() => expect(api.requestsTo('POST', fakePaths.refresh)).toHaveLength(1))
  await waitFor(() => {
    const left = api.requestsTo('PUT', presencePath).filter((request) => (request.body as { mode: string }).mode === 'left')
    expect(left.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer access-1', 'Bearer access-2'])
  })
})
