import type { QueryClient } from '@tanstack/react-query'

/**
 * While an entry has no answer yet, it shows the last answer an entry of the family showed
 * (`isPlaceholderData`): a list keeps its previous page on screen while the next one loads. A
 * function names the entries that share one last answer (one chart's series, not another's).
 */
export type KeepLastShown<Params> = boolean | ((params: Params) => string)

let familiesMade = 0

/**
 * The last answer a family showed, per slot, kept in the console's own QueryClient under a key of its
 * own: whatever empties the cache (sign-in, sign-out, a sign-out in another tab) forgets it too, so
 * nothing one person was shown is ever drawn for the next. It has no query function and no observer,
 * so it is never fetched and goes with the cache's garbage collection.
 */
export function lastShownMemory<Params, Data>(keepLastShown: KeepLastShown<Params>) {
  familiesMade += 1
  const family = familiesMade
  const keyOf = (slot: string) => ['last-shown', family, slot] as const
  return {
    /** The slot of an entry's parameters; undefined when the family keeps nothing. */
    slotOf: (params: Params): string | undefined =>
      typeof keepLastShown === 'function' ? keepLastShown(params) : keepLastShown ? '' : undefined,
    placeholder: (client: QueryClient, slot: string) => () => client.getQueryData<Data>(keyOf(slot)),
    /** A result as read: remembered when it is a real answer. */
    note<Result extends { data: Data | undefined; isSuccess: boolean; isPlaceholderData: boolean }>(
      client: QueryClient,
      slot: string,
      result: Result,
    ): Result {
      if (!result.isSuccess || result.isPlaceholderData || result.data === undefined) return result
      if (client.getQueryData(keyOf(slot)) !== result.data) client.setQueryData(keyOf(slot), result.data)
      return result
    },
  }
}
