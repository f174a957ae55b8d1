import { liveEndpoints } from '../../contract/endpoints/live'
import { defineEndpoint } from '../handler/endpoint'
import { requireLive } from './availability'

const put = defineEndpoint(liveEndpoints.presence, async ({ c, backend, body: readBody }) => {
  requireLive(backend)
  const body = await readBody()
  backend.presence.set(body.resource, body.uuid.toLowerCase(), c.get('admin').email.toLowerCase(), body.mode)
  return c.body(null, 204)
})

export const presenceRoutes = [put]
