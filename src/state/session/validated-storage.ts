import { createJSONStorage } from 'jotai/utils'
import type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage'

/**
 * JSON in localStorage for a preference atom, read through `repair`: what it cannot make a value of
 * (garbage, another version's shape) reads as the initial value. Other tabs' writes are followed.
 */
function repairingStorage<T>(repair: (value: unknown) => T | undefined): SyncStorage<T> {
  const json = createJSONStorage<unknown>(() => localStorage)
  const read = (value: unknown, initialValue: T): T => repair(value) ?? initialValue
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

/** A stored value that fails `isValid` reads as the initial value. */
export function validatedStorage<T>(isValid: (value: unknown) => value is T): SyncStorage<T> {
  return repairingStorage((value) => (isValid(value) ? value : undefined))
}

/** Lists kept by person (their uuid) in one key: the palette's memory, the saved views. */
export type ListsByPerson<T> = Readonly<Record<string, readonly T[]>>

/**
 * The items of `value` that pass `isItem`, by person. An item that fails (another version's, naming a
 * permission this console does not know) is dropped alone: the next write would otherwise store the
 * initial value over every person's items.
 */
export function keptItemsByPerson<T>(value: unknown, isItem: (item: unknown) => item is T): ListsByPerson<T> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  return Object.fromEntries(
    Object.entries(value).map(([person, items]): [string, T[]] => [person, Array.isArray(items) ? items.filter(isItem) : []]),
  )
}

/** Lists by person in localStorage, each item checked on its own (`keptItemsByPerson`). */
export function listsByPersonStorage<T>(isItem: (item: unknown) => item is T): SyncStorage<ListsByPerson<T>> {
  return repairingStorage((value) => keptItemsByPerson(value, isItem))
}
