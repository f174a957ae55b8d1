import { useState } from 'react'
import { css } from 'styled-system/css'
import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { describeError } from '../../api/errors'
import { notify } from '../../lib/notices'
import { usePermission } from '../../state/domain/permissions'
import { useOwnEmail } from '../../state/domain/profile'
import { useClaimRequest, useReleaseRequest } from '../../state/live/claims'
import { useLiveAvailable } from '../../state/live/hooks'
import { useDrawerShortcut } from '../../state/shell/use-drawer-shortcut'
import { Badge, Button, Kbd, withEmailBreaks } from '../../ui'
import { TakeoverDialog } from './takeover-dialog'

/** In the request's drawer: take it («Взять в работу»), or ask to take it over. */
const drawerKey = 'Alt+KeyT'
const drawerKeys = ['Alt', 'T']

const line = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })
// In a narrow column the holder's address wraps at its @ and dots rather than being cut.
const holderBadge = css({ whiteSpace: 'normal', h: 'auto', minH: '5', textAlign: 'start' })

/**
 * Who works on the request, and the way to take it: «Взять в работу» when nobody does, «В работе:
 * <e-mail>» with «Освободить» for one's own, «Перехватить» (with a reason) for another's. Nothing on
 * a backend without claims. `named`: the buttons name the request (in a row of the list); without
 * it (in the request's drawer) Alt+T takes the request, or asks to take it over.
 */
export function RequestClaim({ request, named = false }: { request: ClientRequest; named?: boolean }) {
  const available = useLiveAvailable()
  const own = useOwnEmail()
  const { unavailable } = usePermission('records.edit')
  const claim = useClaimRequest()
  const release = useReleaseRequest()
  const [askingReason, setAskingReason] = useState(false)
  const [inDrawer, setInDrawer] = useState<HTMLElement | null>(null)
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

  useDrawerShortcut(
    named ? null : inDrawer,
    drawerKey,
    () => {
      if (!available || unavailable || holder === undefined || holder === own) return
      if (holder === null) take()
      else setAskingReason(true)
    },
    'Взять запрос в работу или перехватить (в панели запроса)',
  )
  if (!available || holder === undefined) return null
  if (holder === null)
    return (
      <Button
        ref={named ? undefined : setInDrawer}
        size="sm"
        variant="outline"
        aria-label={label('Взять в работу')}
        aria-keyshortcuts={named ? undefined : 'Alt+T'}
        unavailable={unavailable}
        loading={claiming}
        onClick={take}
      >
        Взять в работу {!named && <Kbd aria-hidden keys={drawerKeys} />}
      </Button>
    )
  return (
    <span ref={named ? undefined : setInDrawer} className={line}>
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
        <Button
          size="sm"
          variant="plain"
          aria-label={label('Перехватить')}
          aria-keyshortcuts={named ? undefined : 'Alt+T'}
          unavailable={unavailable}
          onClick={() => setAskingReason(true)}
        >
          Перехватить {!named && <Kbd aria-hidden keys={drawerKeys} />}
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
