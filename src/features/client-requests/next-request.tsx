import { useEffect, useRef } from 'react'
import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { describeError } from '../../api/errors'
import { notify } from '../../lib/notices'
import { usePermission } from '../../state/domain/permissions'
import { useOwnEmail } from '../../state/domain/profile'
import { useClaimNextRequest, useClaimRequest } from '../../state/live/claims'
import { useLiveAvailable } from '../../state/live/hooks'
import { useScreenShortcut } from '../../state/shell/use-screen-shortcut'
import { useUrlSearch } from '../../state/shell/use-url-search'
import { Button, Kbd } from '../../ui'

/** `/requests?take=next` (the palette's «Следующая заявка») takes the next request as the screen opens. */
export const takeNextParam = 'take'

/**
 * «Следующая заявка» (also `n`, and the palette): takes the oldest unclaimed new request and opens
 * it; says so when none is left. `t` takes the request of the list's current row. Nothing on a
 * backend without claims.
 */
export function useRequestWork(open: (uuid: string) => void, currentRow: () => ClientRequest | undefined) {
  const available = useLiveAvailable()
  const { unavailable } = usePermission('records.edit')
  const next = useClaimNextRequest()
  const claim = useClaimRequest()
  const [search, changeSearch] = useUrlSearch()
  const takeNext = () => {
    if (unavailable || next.isPending) return
    if (!available) return void notify({ type: 'info', title: 'Этот сервер не выдаёт заявки по очереди' })
    next.mutate(undefined, {
      onSuccess: (request) => {
        if (request) open(request.client_request_uuid)
        else notify({ type: 'info', title: 'Новых заявок нет: все взяты в работу' })
      },
      onError: (error) => notify({ type: 'error', title: 'Не удалось взять следующую заявку', description: describeError(error) }),
    })
  }
  const asked = search.get(takeNextParam) === 'next'
  const answering = useRef(false)
  useEffect(() => {
    if (!asked) {
      answering.current = false
      return
    }
    if (answering.current) return
    answering.current = true
    changeSearch((current) => {
      const rest = new URLSearchParams(current)
      rest.delete(takeNextParam)
      return rest
    })
    takeNext()
  })
  useScreenShortcut('n', takeNext)
  useScreenShortcut('t', () => {
    const row = currentRow()
    if (!available || unavailable || !row || row.claimed_by_email !== null) return
    claim.mutate(
      { uuid: row.client_request_uuid },
      {
        onSuccess: () => notify({ type: 'success', title: `Запрос в работе: ${row.title}` }),
        onError: (error) => notify({ type: 'error', title: 'Не удалось взять в работу', description: describeError(error) }),
      },
    )
  })
  const button = available ? (
    <Button variant="outline" onClick={takeNext} loading={next.isPending} unavailable={unavailable} aria-keyshortcuts="n">
      Следующая заявка <Kbd aria-hidden keys={['N']} />
    </Button>
  ) : null
  return { button }
}

/** «Мои заявки»: only the requests this person works on (a toggle; nothing without claims). */
export function MyRequestsToggle({ value, onChange }: { value: string; onChange(email: string): void }) {
  const available = useLiveAvailable()
  const own = useOwnEmail()
  if (!available || own === '') return null
  const pressed = value !== ''
  return (
    <Button variant={pressed ? 'solid' : 'outline'} size="sm" aria-pressed={pressed} onClick={() => onChange(pressed ? '' : own)}>
      Мои заявки
    </Button>
  )
}
