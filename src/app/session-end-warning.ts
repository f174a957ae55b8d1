import { useEffect, useRef } from 'react'
import { describeError } from '../api/errors'
import { sessionWarningAt, type SessionLifetime } from '../api/session-lifetime'
import { announce } from '../lib/announcer'
import { formatDateTime } from '../lib/format'
import { dismissNotice, notify } from '../lib/notices'
import { useSessionEnd } from '../state/session/session-end'

/** One toast offers to extend; the other says the server will not, so neither replaces the other mid-fade. */
const warningToastId = 'session-end'
const fixedEndToastId = 'session-end-fixed'

/** Timers are re-armed at least this often: a computer that slept wakes with its timers late. */
const longestWaitMs = 60_000

/**
 * Warns two minutes before the session ends (the refresh token's expiry), in a toast that is also
 * said assertively, with «Продлить сеанс», which exchanges the refresh token for a new pair at once.
 * A backend whose sessions end at a fixed time gives a pair that ends no later: the toast then says
 * the session cannot be extended. Tokens that say nothing of their end get no warning.
 */
export function useSessionEndWarning(): void {
  const { lifetime, renew } = useSessionEnd()
  // The end a renewal left where it was: warned of without the offer to extend it again.
  const fixedEnd = useRef<number | null>(null)

  useEffect(() => {
    if (!lifetime) return
    let timer: ReturnType<typeof setTimeout> | undefined

    async function extend(from: SessionLifetime): Promise<void> {
      let renewed: SessionLifetime | null
      try {
        renewed = await renew()
      } catch (error) {
        notify({ type: 'error', title: 'Не удалось продлить сеанс', description: describeError(error) })
        return
      }
      if (renewed && renewed.endsAt > from.endsAt) {
        announce(`Сеанс продлён до ${formatDateTime(new Date(renewed.endsAt))}.`)
      } else {
        fixedEnd.current = from.endsAt
      }
    }

    function warn(current: SessionLifetime): void {
      const at = formatDateTime(new Date(current.endsAt))
      if (fixedEnd.current !== null && fixedEnd.current <= current.endsAt) {
        notify({
          id: fixedEndToastId,
          type: 'warning',
          title: 'Сеанс не продлить',
          description: `Сервер закончит его ${at}: сохраните изменения и войдите снова.`,
          duration: Infinity,
        })
        return
      }
      notify({
        id: warningToastId,
        type: 'warning',
        title: 'Сеанс скоро закончится',
        description: `Он закончится ${at}; введённое сохранится в черновиках.`,
        duration: Infinity,
        action: { label: 'Продлить сеанс', onClick: () => void extend(current) },
      })
    }

    function check(current: SessionLifetime): void {
      const now = Date.now()
      if (now >= current.endsAt) return
      const warnAt = sessionWarningAt(current)
      if (now >= warnAt) {
        warn(current)
        return
      }
      timer = setTimeout(() => check(current), Math.min(warnAt - now, longestWaitMs))
    }

    check(lifetime)
    return () => {
      clearTimeout(timer)
      // A new pair (a renewal, here or in another tab) or a sign-out: the warning was about the old one.
      dismissNotice(warningToastId)
      dismissNotice(fixedEndToastId)
    }
  }, [lifetime, renew])
}
