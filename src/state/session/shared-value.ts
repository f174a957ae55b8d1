import { atom, useAtom } from 'jotai'

/** A value several components of one console share (not persisted), as a hook: `[value, set]`. */
export function createSharedValue<Value>(initial: Value): () => [Value, (next: Value) => void] {
  const valueAtom = atom(initial)
  return function useSharedValue() {
    return useAtom(valueAtom)
  }
}
