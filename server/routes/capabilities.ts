import { extensionFilters } from '../../contract/endpoint'
import { capabilitiesEndpoint } from '../../contract/endpoints/capabilities'
import { endpointDeclarations } from '../../contract/endpoints/index'
import type { Capabilities } from '../../contract/schemas/capabilities'
import { defineEndpoint } from '../handler/endpoint'

/** Read once by the console, so that it never sends a filter or a return to a version the backend lacks. */
export const capabilitiesRoute = defineEndpoint(capabilitiesEndpoint, ({ c }) => {
  const answer: Capabilities = {
    list_filters: extensionFilters(endpointDeclarations),
    reversals: true,
    record_revert: true,
  }
  return c.json(answer)
})
