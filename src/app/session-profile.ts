import type { Profile } from '../../contract/schemas/auth'
import { profileDescription, readOnce } from '../state/query/read-once'
import { httpAtom } from '../state/session/http'
import type { ConsoleContext } from '../state/store'

/** The signed-in admin's profile, read once into the cache: what the route guards wait for. */
export async function readSessionProfile({ store, loadQueryClient }: ConsoleContext): Promise<Profile> {
  return readOnce(await loadQueryClient(), profileDescription(store.get(httpAtom)))
}
