import type { QueryClient } from '@tanstack/react-query'
import { atom } from 'jotai'

/**
 * This store's QueryClient once the signed-in area made it (state/query/attach-query-client), null
 * before, with nothing cached to forget: sign-in and sign-out empty it through this atom, so that the
 * sign-in form downloads no React Query.
 */
export const madeQueryClientAtom = atom<QueryClient | null>(null)
