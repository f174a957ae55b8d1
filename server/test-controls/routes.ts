import { Hono } from 'hono'
import type { App, AppEnv } from '../auth/app-env'
import { readBody } from '../http/body'
import type { TestControls } from './controls'
import { FaultBody, SwitchBody } from './faults'

/**
 * Mounts the controls for end-to-end tests (only on a server started with testControls: NODE_ENV=test
 * or TEST_CONTROLS=1); they are no part of the API and not in its OpenAPI document:
 * - `POST /__test__/faults` `{method, path, status?, hang?, delay?, times?}`: the next `times`
 *   calls (default: until cleared) to exactly that method and path answer `status` (with a body in
 *   the contract's shape), or never answer (`hang`), or answer `delay` ms late (a top-up waits after
 *   claiming its Idempotency-Key, so a second call with the key meanwhile answers 409);
 * - `DELETE /__test__/faults`: clears them (and lets hanging calls go);
 * - `POST /__test__/revoke-refresh-tokens`: every refresh token issued so far is refused;
 * - `DELETE /__test__/throttle`: forgets failed sign-ins and counted refreshes;
 * - `PUT /__test__/roles` `{enabled}`: false makes the server a backend without roles (the profile lacks
 *   `permissions`, nothing is refused for a role, no top-up waits for approval, approvals answer 404);
 * - `PUT /__test__/live` `{enabled}`: false makes the server a backend without the live extension (the
 *   event stream, presence and claims answer 404);
 * - `PUT /__test__/refresh-reuse-grace` `{enabled}`: false makes the server a strictly rotating backend (a
 *   spent refresh token is refused at once, with no reuse grace); true restores the grace it started with;
 * - `GET /__test__/requests?path=...`: `{count}` of calls to that path since the last
 *   `DELETE /__test__/requests`.
 */
export function mountTestControls(app: App, controls: TestControls): void {
  app.use('*', controls.middleware)
  const routes = new Hono<AppEnv>()
  routes.post('/faults', async (c) => c.json({ faults: controls.addFault(await readBody(c, FaultBody)) }, 201))
  routes.delete('/faults', (c) => {
    controls.clearFaults()
    return c.body(null, 204)
  })
  routes.post('/revoke-refresh-tokens', (c) => c.json({ revoked: controls.revokeRefreshTokens() }))
  routes.delete('/throttle', (c) => {
    controls.clearThrottles()
    return c.body(null, 204)
  })
  routes.put('/roles', async (c) => {
    controls.withoutRoles = !(await readBody(c, SwitchBody)).enabled
    return c.body(null, 204)
  })
  routes.put('/live', async (c) => {
    controls.withoutLive = !(await readBody(c, SwitchBody)).enabled
    return c.body(null, 204)
  })
  routes.put('/refresh-reuse-grace', async (c) => {
    controls.setRefreshReuseGrace((await readBody(c, SwitchBody)).enabled)
    return c.body(null, 204)
  })
  routes.get('/requests', (c) => c.json({ count: controls.requestCount(c.req.query('path') ?? '') }))
  routes.delete('/requests', (c) => {
    controls.clearRequestCounts()
    return c.body(null, 204)
  })
  app.route('/__test__', routes)
}
