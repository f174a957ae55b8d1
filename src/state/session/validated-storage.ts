import { createJSONStorage } from 'jotai/utils'
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage'

/**
 * JSON in localStorage for a preference atom: a stored value that fails `isValid` (garbage,
 * another version's shape) reads as the initial value. Other tabs' writes are followed.
 */
export function validatedStorage<T>(isValid: (value: unknown) => value is T): SyncStorage<T> {
  const json = createJSONStorage<unknown>(() => localStorage)
  const read = (value: unknown, initialValue: T): T => (isValid(value) ? value : initialValue)
  const subscribe = json.subscribe
  return {
    getItem: (key, initialValue) => read(json.getItem(key, initialValue), initialValue),
    setItem: (key, value) => json.setItem(key, value),
    removeItem: (key) => json.removeItem(key),
    subscribe: subscribe
      ? (key, callback, initialValue) => subscribe(key, (value) => callback(read(value, initialValue)), initialValue)
      : undefined,
  }
}
