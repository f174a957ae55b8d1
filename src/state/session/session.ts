import { atom, useSetAtom } from 'jotai'
import { atomWithStorage, createJSONStorage } from 'jotai/utils'
import type { TokenPair } from '../../../contract/schemas/auth'
import { signIn, type SignInCredentials } from '../../api/auth'
import { httpAtom } from './http'
import { madeQueryClientAtom } from './query-cache'

export const accessTokenStorageKey = 'access_token'
export const refreshTokenStorageKey = 'refresh_token'

/**
 * Where tokens persist: window.localStorage in the app. A test may give each store ("tab") its own
 * view of one shared storage; `subscribe` then replaces the window storage event.
 */
export interface TokenStringStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  subscribe?(key: string, callback: (value: string | null) => void): () => void
}

/** The storage of this store; set once by createConsoleContext before tokens are read. */
export const tokenStorageAtom = atom<TokenStringStorage | null>(null)

function asToken(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** JSON over the string storage; anything but a string (garbage, another app's value) reads as ''. */
function createTokenStorage(stringStorage: TokenStringStorage) {
  const json = createJSONStorage<unknown>(() => stringStorage)
  const subscribe = json.subscribe
  return {
    getItem: (key: string, initialValue: string) => asToken(json.getItem(key, initialValue)),
    setItem: (key: string, value: string) => json.setItem(key, value),
    removeItem: (key: string) => json.removeItem(key),
    subscribe: subscribe
      ? (key: string, callback: (value: string) => void, initialValue: string) =>
          subscribe(key, (value) => callback(asToken(value)), initialValue)
      : undefined,
  }
}

// Built per store from that store's storage, so that two stores (two tabs in a test) can each
// have their own view; the token atoms below delegate to them.
const tokenAtomsAtom = atom((get) => {
  const storage = createTokenStorage(get(tokenStorageAtom) ?? window.localStorage)
  return {
    storage,
    access: atomWithStorage(accessTokenStorageKey, '', storage, { getOnInit: true }),
    refresh: atomWithStorage(refreshTokenStorageKey, '', storage, { getOnInit: true }),
  }
})

/** The access token ('' = none), persisted, validated on read, following other tabs' writes while mounted. */
export const accessTokenAtom = atom(
  (get) => get(get(tokenAtomsAtom).access),
  (get, set, token: string) => set(get(tokenAtomsAtom).access, token),
)

/** The refresh token ('' = none), persisted like the access token. */
export const refreshTokenAtom = atom(
  (get) => get(get(tokenAtomsAtom).refresh),
  (get, set, token: string) => set(get(tokenAtomsAtom).refresh, token),
)

/** Stores both tokens at once ({access: '', refresh: ''} clears the session). */
export const tokensAtom = atom(
  (get): TokenPair => ({ access: get(accessTokenAtom), refresh: get(refreshTokenAtom) }),
  (_get, set, pair: TokenPair) => {
    set(accessTokenAtom, pair.access)
    set(refreshTokenAtom, pair.refresh)
  },
)

/** Re-reads both tokens from storage now, without waiting for the storage event of another tab's write. */
export const reloadTokensAtom = atom(null, (get, set) => {
  const { storage, access, refresh } = get(tokenAtomsAtom)
  const storedAccess = storage.getItem(accessTokenStorageKey, '')
  const storedRefresh = storage.getItem(refreshTokenStorageKey, '')
  if (storedAccess !== get(access)) set(access, storedAccess)
  if (storedRefresh !== get(refresh)) set(refresh, storedRefresh)
})

/**
 * Signs in with the credentials and keeps the new tokens. A wrong password rejects with the
 * server's HttpError (401, `detail` is its message); nothing is stored then. The query cache is
 * emptied first, so nothing of an earlier session shows.
 */
export const signInAtom = atom(null, async (get, set, credentials: SignInCredentials) => {
  const pair = await signIn(get(httpAtom), credentials)
  get(madeQueryClientAtom)?.clear()
  set(tokensAtom, pair)
})

/** Forgets both tokens and every cached query. Where to go next is the caller's choice. */
export const signOutAtom = atom(null, (get, set) => {
  set(tokensAtom, { access: '', refresh: '' })
  get(madeQueryClientAtom)?.clear()
})

/** Signs in with an email and a password (rejects with the server's answer). */
export function useSignIn() {
  return useSetAtom(signInAtom)
}
