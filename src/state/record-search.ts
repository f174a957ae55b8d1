import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import type { ListEndpoint } from '../api/resource'
import type { PaletteCommand, PaletteSearchProvider } from '../lib/commands'
import { createListAtoms } from './resource'

export interface RecordSearchConfig<Item> {
  /** The provider's id, unique among the palette's providers. */
  id: string
  /** A list whose `search` parameter matches what was typed. */
  endpoint: ListEndpoint<Item>
  /** What the palette offers for a record found: «Открыть: …». */
  commands: (item: Item) => PaletteCommand[]
}

const searchMinLength = 2
const searchDelayMs = 200
const resultsShown = 8

/**
 * Records found by typing in the palette (a request by its title, an account by its name), searched
 * on the server once typing pauses, with the commands they offer. Its own list atoms: the screens'
 * lists keep their parameters.
 */
export function recordSearchProvider<Item>({ id, endpoint, commands }: RecordSearchConfig<Item>): PaletteSearchProvider {
  const { paramsAtom, queryAtom } = createListAtoms(endpoint, {
    enabled: (params) => (params.search?.[0] ?? '').length >= searchMinLength,
  })
  function useCommands(search: string): { commands: readonly PaletteCommand[]; loading: boolean } {
    const setParams = useSetAtom(paramsAtom)
    const result = useAtomValue(queryAtom)
    const text = search.trim()
    useEffect(() => {
      const timer = setTimeout(() => setParams({ search: [text], page_size: [String(resultsShown)] }), searchDelayMs)
      return () => clearTimeout(timer)
    }, [text, setParams])
    if (text.length < searchMinLength) return { commands: [], loading: false }
    return { commands: (result.data?.results ?? []).flatMap(commands), loading: result.isFetching }
  }
  return { id, useCommands }
}
