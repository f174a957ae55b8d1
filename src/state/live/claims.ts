import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { clientRequestsKey } from '../../api/client-requests'
import { claimClientRequest, claimNextClientRequest, releaseClientRequest } from '../../api/live'
import { consoleMutation, useConsoleMutation } from '../query/console-mutation'

/** Take a request («Взять в работу»), or another person's with a reason («Перехватить»). */
export interface ClaimRequest {
  uuid: string
  takeover?: { reason: string }
}

const claimAtom = consoleMutation(({ http, client }) => ({
  mutationKey: ['client-request-claim'],
  mutationFn: ({ uuid, takeover }: ClaimRequest) => claimClientRequest(http, uuid, takeover),
  onSettled: () => client.invalidateQueries({ queryKey: [clientRequestsKey] }),
}))

const releaseAtom = consoleMutation(({ http, client }) => ({
  mutationKey: ['client-request-release'],
  mutationFn: (uuid: string) => releaseClientRequest(http, uuid),
  onSettled: () => client.invalidateQueries({ queryKey: [clientRequestsKey] }),
}))

const nextAtom = consoleMutation(({ http, client }) => ({
  mutationKey: ['client-request-next'],
  mutationFn: (): Promise<ClientRequest | null> => claimNextClientRequest(http),
  onSettled: () => client.invalidateQueries({ queryKey: [clientRequestsKey] }),
}))

/** «Взять в работу» / «Перехватить»: answers the request, now this person's; a 409 `claimed` names who holds it. */
export function useClaimRequest() {
  return useConsoleMutation(claimAtom)
}

/** Frees one's own request. */
export function useReleaseRequest() {
  return useConsoleMutation(releaseAtom)
}

/** «Следующая заявка»: the oldest unclaimed new request, now this person's; null when none is left. */
export function useClaimNextRequest() {
  return useConsoleMutation(nextAtom)
}
