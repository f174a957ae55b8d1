import { capabilitiesQueryKey, fetchCapabilities } from '../../api/capabilities'
import { defineQuery } from '../query/define-query'

/** The backend's capabilities, read once (a 404 reads as none): the lists' extension filters, reversals. */
export const capabilitiesQuery = defineQuery((_: void, { http }) => ({
  key: capabilitiesQueryKey,
  fetch: ({ signal }) => fetchCapabilities(http, { signal }),
}))
