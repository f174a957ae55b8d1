import { useMemo } from 'react'
import { capabilitiesQueryKey, fetchCapabilities } from '../../api/capabilities'
import type { ListQuerySchema } from '../../lib/list-query'
import { defineQuery } from '../query/define-query'
import { useRead } from '../query/use-read'

/** The backend's capabilities, read once (a 404 reads as none). */
export const capabilitiesQuery = defineQuery((_: void, { http }) => ({
  key: capabilitiesQueryKey,
  fetch: ({ signal }) => fetchCapabilities(http, { signal }),
}))

/** Whether the backend takes a list's extension filters: its state keys it lacks, and whether that is still being asked. */
export interface ExtensionSupport {
  pending: boolean
  unsupported: ReadonlySet<string>
}

const noneUnsupported: ReadonlySet<string> = new Set()

/** Which of the schema's extension filters (lib/list-query `extension`) the backend lacks; asked only for a schema that has some. */
export function useExtensionSupport(schema: ListQuerySchema): ExtensionSupport {
  const extensions = useMemo(() => Object.entries(schema).filter(([, codec]) => codec.extensionOf !== undefined), [schema])
  // A schema without extension filters asks nothing. The extension parameters by list path are
  // undefined while pending or when the read failed: then none is offered.
  const capabilities = useRead(extensions.length > 0 ? capabilitiesQuery : null)
  const pending = capabilities.isPending
  const listFilters = capabilities.data?.list_filters
  return useMemo(() => {
    if (extensions.length === 0 || pending) return { pending, unsupported: noneUnsupported }
    const lacking = extensions.filter(([, codec]) => !codec.keys.every((key) => listFilters?.[codec.extensionOf ?? '']?.includes(key)))
    return { pending, unsupported: new Set(lacking.map(([name]) => name)) }
  }, [extensions, pending, listFilters])
}
