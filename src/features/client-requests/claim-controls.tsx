import { useState } from 'react'
import { css } from 'styled-system/css'
import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { describeError } from '../../api/errors'
import { notify } from '../../lib/notices'
import { usePermission } from '../../state/domain/permissions'
import { useClaimRequest, useReleaseRequest } from '../../state/live/claims'
import { useLiveAvailable, useOthersPresent, useOwnEmail } from '../../state/live/hooks'
import { Badge, Button, PresenceChips, withEmailBreaks } from '../../ui'
import { TakeoverDialog } from './takeover-dialog'

const line = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })
// In a narrow column the holder's address wraps at its @ and dots rather than being cut.
const holderBadge = css({ whiteSpace: 'normal', h: 'auto', minH: '5', textAlign: 'start' })

/** Who else is on the request now («Смотрит: …», «Редактирует: …»); nothing without the stream. */
export function RequestPresence({ request }: { request: ClientRequest }) {
  const people = useOthersPresent('client_request', request.client_request_uuid)
  return <PresenceChips people={people} />
}

/**
 * Who works on the request, and the way to take it: «Взять в работу» when nobody does, «В работе:
 * <e-mail>» with «Освободить» for one's own, «Перехватить» (with a reason) for another's. Nothing on
 * a backend without claims. `named`: the buttons name the request (in a row of the list).
 */
export function RequestClaim({ request, named = false }: { request: ClientRequest; named?: boolean }) {
  const available = useLiveAvailable()
  const own = useOwnEmail()
  const { unavailable } = usePermission('records.edit')
  const claim = useClaimRequest()
  const release = useReleaseRequest()
  const [askingReason, setAskingReason] = useState(false)
  if (!available || request.claimed_by_email === undefined) return null
  const holder = request.claimed_by_email
  const uuid = request.client_request_uuid
  // One mutation serves every row: only the row it runs for shows it running.
  const claiming = claim.isPending && claim.variables.uuid === uuid
  const releasing = release.isPending && release.variables === uuid
  const label = (action: string) => (named ? `${action}: ${request.title}` : undefined)
  const failed = (title: string) => (error: unknown) => notify({ type: 'error', title, description: describeError(error) })
  const take = () =>
    claim.mutate(
      { uuid },
      {
        onSuccess: () => notify({ type: 'success', title: `Запрос в работе: ${request.title}` }),
        onError: failed('Не удалось взять в работу'),
      },
    )

  if (holder === null)
    return (
      <Button size="sm" variant="outline" aria-label={label('Взять в работу')} unavailable={unavailable} loading={claiming} onClick={take}>
        Взять в работу
      </Button>
    )
  return (
    <span className={line}>
      <Badge tone={holder === own ? 'accent' : 'warning'} className={holderBadge}>
        В работе: {withEmailBreaks(holder)}
      </Badge>
      {holder === own ? (
        <Button
          size="sm"
          variant="plain"
          aria-label={label('Освободить')}
          unavailable={unavailable}
          loading={releasing}
          onClick={() => release.mutate(uuid, { onError: failed('Не удалось освободить запрос') })}
        >
          Освободить
        </Button>
      ) : (
        <Button size="sm" variant="plain" aria-label={label('Перехватить')} unavailable={unavailable} onClick={() => setAskingReason(true)}>
          Перехватить
        </Button>
      )}
      {askingReason && (
        <TakeoverDialog
          request={request}
          pending={claiming}
          error={claim.error}
          onCancel={() => {
            claim.reset()
            setAskingReason(false)
          }}
          onConfirm={(reason) =>
            claim.mutate(
              { uuid, takeover: { reason } },
              {
                onSuccess: () => {
                  setAskingReason(false)
                  notify({ type: 'success', title: `Запрос перехвачен: ${request.title}` })
                },
              },
            )
          }
        />
      )}
    </span>
  )
}
