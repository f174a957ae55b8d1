import type { Atom } from 'jotai'
import type { ConsoleStore } from '../../src/state/store'

/** Settles once `predicate` holds for the atom's value; keeps the atom mounted meanwhile. */
export function untilAtom<Value>(store: ConsoleStore, atom: Atom<Value>, predicate: (value: Value) => boolean): Promise<Value> {
  return new Promise((resolve) => {
    const check = () => {
      const value = store.get(atom)
      if (!predicate(value)) return
      unsubscribe()
      resolve(value)
    }
    const unsubscribe = store.sub(atom, check)
    check()
  })
}
