import { atom, useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { capabilitiesQueryKey, fetchCapabilities } from '../../api/capabilities'
import type { ListQuerySchema } from '../../lib/list-query'
import { fixedQueryAtom } from '../query/fixed-query'

/** The backend's capabilities, read once (a 404 reads as none). */
const capabilitiesQueryAtom = fixedQueryAtom(capabilitiesQueryKey, fetchCapabilities)

interface CapabilitiesState {
  pending: boolean
  /** The extension parameters by list path; undefined while pending or when the read failed (then none is offered). */
  listFilters: Readonly<Record<string, readonly string[]>> | undefined
}

const readCapabilitiesAtom = atom<CapabilitiesState>((get) => {
  const result = get(capabilitiesQueryAtom)
  return { pending: result.isPending, listFilters: result.data?.list_filters }
})

const notAskedAtom = atom<CapabilitiesState>({ pending: false, listFilters: undefined })

/** Whether the backend takes a list's extension filters: its state keys it lacks, and whether that is still being asked. */
export interface ExtensionSupport {
  pending: boolean
  unsupported: ReadonlySet<string>
}

const noneUnsupported: ReadonlySet<string> = new Set()

/** Which of the schema's extension filters (lib/list-query `extension`) the backend lacks; asked only for a schema that has some. */
export function useExtensionSupport(schema: ListQuerySchema): ExtensionSupport {
  const extensions = useMemo(() => Object.entries(schema).filter(([, codec]) => codec.extensionOf !== undefined), [schema])
  const { pending, listFilters } = useAtomValue(extensions.length > 0 ? readCapabilitiesAtom : notAskedAtom)
  return useMemo(() => {
    if (extensions.length === 0 || pending) return { pending, unsupported: noneUnsupported }
    const lacking = extensions.filter(([, codec]) => !codec.keys.every((key) => listFilters?.[codec.extensionOf ?? '']?.includes(key)))
    return { pending, unsupported: new Set(lacking.map(([name]) => name)) }
  }, [extensions, pending, listFilters])
}
