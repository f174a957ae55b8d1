import { atom, useAtom } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { validatedStorage } from './validated-storage'

/** A value several components of one console share (not persisted), as a hook: `[value, set]`. */
export function createSharedValue<Value>(initial: Value): () => [Value, (next: Value) => void] {
  const valueAtom = atom(initial)
  return function useSharedValue() {
    return useAtom(valueAtom)
  }
}

/** The same, kept in localStorage under `key`; a stored value `isValid` refuses reads as `initial`. */
export function createStoredValue<Value>(
  key: string,
  initial: Value,
  isValid: (value: unknown) => value is Value,
): () => [Value, (next: Value) => void] {
  const valueAtom = atomWithStorage<Value>(key, initial, validatedStorage(isValid), { getOnInit: true })
  return function useStoredValue() {
    return useAtom(valueAtom)
  }
}
