import { atom, type Atom } from 'jotai'

/** Past this many entries, a family forgets those no store has mounted (read once, never shown). */
const unmountedEntriesKept = 100

/**
 * One atom per parameters, keyed by their JSON: the atom for given parameters only ever holds what
 * they ask for, so a screen reading the atom of its own parameters needs no hand-off and no guard.
 * An entry is released once no store has it mounted; a new read makes it anew.
 */
export function atomFamilyByParams<Params, Value>(create: (params: Params) => Atom<Value>): (params: Params) => Atom<Value> {
  const entries = new Map<string, { atom: Atom<Value>; mounts: number }>()

  function forgetUnmounted(): void {
    for (const [key, entry] of entries) if (entry.mounts === 0) entries.delete(key)
  }

  return (params) => {
    const key = JSON.stringify(params) ?? ''
    const known = entries.get(key)
    if (known) return known.atom
    if (entries.size >= unmountedEntriesKept) forgetUnmounted()
    const inner = create(params)
    // Writable only so that jotai calls onMount for it (it does for writable atoms alone).
    const outer = atom(
      (get) => get(inner),
      () => undefined,
    )
    const entry = { atom: outer as Atom<Value>, mounts: 0 }
    outer.onMount = () => {
      entry.mounts += 1
      if (!entries.has(key)) entries.set(key, entry)
      return () => {
        entry.mounts -= 1
        if (entry.mounts === 0 && entries.get(key) === entry) entries.delete(key)
      }
    }
    entries.set(key, entry)
    return entry.atom
  }
}
