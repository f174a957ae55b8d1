import { atom, useAtomValue, type Atom } from 'jotai'
import { atomFamilyByParams } from './query-family'

/** The value of a family's atom for `params`: what a feature reads of a query family it owns. */
export function useFamilyValue<Params, Value>(family: (params: Params) => Atom<Value>, params: Params): Value {
  return useAtomValue(family(params))
}

type Group<Params, Value> = (paramsList: readonly Params[]) => Atom<Value[]>

const groupsByFamily = new WeakMap<object, unknown>()

function groupOf<Params, Value>(family: (params: Params) => Atom<Value>): Group<Params, Value> {
  let group = groupsByFamily.get(family) as Group<Params, Value> | undefined
  if (!group) {
    group = atomFamilyByParams((paramsList: readonly Params[]) => atom((get) => paramsList.map((params) => get(family(params)))))
    groupsByFamily.set(family, group)
  }
  return group
}

/** The values of a family's atoms for several parameters at once (one chart's series). */
export function useFamilyValues<Params, Value>(family: (params: Params) => Atom<Value>, paramsList: readonly Params[]): Value[] {
  return useAtomValue(groupOf(family)(paramsList))
}

/** The result of a query atom with fixed options (`fixedQueryAtom`). */
export function useQueryValue<Value>(queryAtom: Atom<Value>): Value {
  return useAtomValue(queryAtom)
}
