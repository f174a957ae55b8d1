import { atom, useAtomValue } from 'jotai'
import type { HttpClient } from '../../api/http'

const httpClientAtom = atom<HttpClient | null>(null)

/**
 * The API client of this store, wired to its token atoms by createConsoleContext. Query atoms
 * read it synchronously: `const http = get(httpAtom)`; reading it in a store that was not made
 * by createConsoleContext is a programming error and throws.
 */
export const httpAtom = atom(
  (get) => {
    const client = get(httpClientAtom)
    if (!client) throw new Error('httpAtom: this jotai store was not made by createConsoleContext')
    return client
  },
  (_get, set, client: HttpClient) => set(httpClientAtom, client),
)

/** This console's API client, for a request made outside a query (a download, a file of a bulk action). */
export function useHttp(): HttpClient {
  return useAtomValue(httpAtom)
}
