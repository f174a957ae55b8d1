import { useAtomValue, useStore } from 'jotai'
import { queryClientAtom } from 'jotai-tanstack-query'
import { atomWithStorage } from 'jotai/utils'
import { useEffect, useMemo } from 'react'
import { assign, is, optional, type } from 'superstruct'
import { Permission } from '../../../contract/schemas/roles'
import { isHttpError } from '../../api/errors'
import { onGoneRecord, reportGoneRecord } from '../../lib/gone-records'
import {
  entriesOf,
  forgetPerson,
  forgetRecord,
  MemoryEntryShape,
  rememberUse,
  type MemoryEntry,
  type PaletteMemory,
  type RememberedRecord,
} from '../../lib/palette-memory'
import { useAccess } from '../domain/permissions'
import { useProfile } from '../domain/profile'
import { listsByPersonStorage } from '../session/validated-storage'

// An entry naming a permission this console does not know fails the check and is dropped, the others kept.
const StoredEntry = assign(MemoryEntryShape, type({ permission: optional(Permission) }))
const isMemoryEntry = (value: unknown): value is MemoryEntry => is(value, StoredEntry)

/**
 * Every person's palette memory in this browser, by their profile's uuid (lib/palette-memory): kept
 * across sign-ins, shown to its person only; other tabs' changes are followed (the storage event).
 */
export const paletteMemoryAtom = atomWithStorage<PaletteMemory>('palette_memory', {}, listsByPersonStorage(isMemoryEntry), {
  getOnInit: true,
})

export interface PaletteMemoryController {
  /** The signed-in person's entries they may still use, newest first. */
  entries: readonly MemoryEntry[]
  /** A use, remembered for the signed-in person (nothing while the profile loads). */
  remember: (entry: Omit<MemoryEntry, 'uses'>) => void
  /** «Очистить недавние». */
  clear: () => void
}

/** The signed-in person's palette memory. */
export function usePaletteMemory(): PaletteMemoryController {
  const store = useStore()
  const memory = useAtomValue(paletteMemoryAtom)
  const person = useProfile().data?.uuid
  const access = useAccess()
  return useMemo(() => {
    const allowed = (permission: Permission | undefined) => permission === undefined || access.can(permission)
    const write = (change: (current: PaletteMemory, who: string) => PaletteMemory) => {
      if (person !== undefined) store.set(paletteMemoryAtom, change(store.get(paletteMemoryAtom), person))
    }
    return {
      entries: entriesOf(memory, person, allowed),
      remember: (entry) => write((current, who) => rememberUse(current, who, entry, Date.now(), allowed)),
      clear: () => write(forgetPerson),
    }
  }, [store, memory, person, access])
}

/**
 * Records that are gone leave every person's memory: one deleted here (the change journal says so)
 * or read and answered 404 (a drawer's or a page's record). Mounted once, by the shell.
 */
export function useForgetGoneRecords(): void {
  const store = useStore()
  const client = useAtomValue(queryClientAtom)
  useEffect(() => {
    const forget = (recordId: string) => {
      const current = store.get(paletteMemoryAtom)
      const next = forgetRecord(current, recordId)
      if (next !== current) store.set(paletteMemoryAtom, next)
    }
    const stopGone = onGoneRecord(forget)
    // A 404 names no record: every text of its query's key is a candidate (a key holds the record's uuid).
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return
      const { error } = event.action
      if (!isHttpError(error) || error.status !== 404) return
      for (const part of event.query.queryKey) if (typeof part === 'string') reportGoneRecord(part)
    })
    return () => {
      stopGone()
      stopQueries()
    }
  }, [store, client])
}

/** The records of a kind the signed-in person acted on lately, newest first, each once (a picker's «Недавние»). */
export function useRememberedRecords(kind: string, limit: number): readonly RememberedRecord[] {
  const { entries } = usePaletteMemory()
  return useMemo(() => {
    const byId = new Map<string, RememberedRecord>()
    for (const { record } of entries) if (record?.kind === kind && !byId.has(record.id)) byId.set(record.id, record)
    return [...byId.values()].slice(0, limit)
  }, [entries, kind, limit])
}
