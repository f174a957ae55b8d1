import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { css } from 'styled-system/css'
import { announce } from '../lib/announcer'

const banner = css({
  position: 'fixed',
  bottom: '4',
  left: '50%',
  transform: 'translateX(-50%)',
  // Above an open drawer and its backdrop: the state of the connection concerns what is typed there too.
  zIndex: 'toast',
  maxW: 'calc(100vw - 2rem)',
  px: '4',
  py: '2',
  bg: 'warning.subtle',
  color: 'warning.text',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'md',
  shadow: 'md',
  fontSize: 'sm',
})

const lostText = 'Нет соединения. Введённое сохранится; то, что не отправилось, уйдёт, когда связь вернётся.'

/**
 * «Нет соединения» at the bottom of the window while `lost`. The announcer says it (assertively)
 * when the connection is lost, and says when it is back; the banner itself is not live.
 */
export function ConnectionBanner({ lost }: { lost: boolean }) {
  const wasLost = useRef(false)
  useEffect(() => {
    if (lost === wasLost.current) return
    wasLost.current = lost
    announce(lost ? lostText : 'Соединение восстановлено', { assertive: lost })
  }, [lost])
  return createPortal(
    <div role="status" aria-live="off">
      {lost && (
        <p className={banner}>
          <strong>Нет соединения.</strong> Введённое сохранится; то, что не отправилось, уйдёт, когда связь вернётся.
        </p>
      )}
    </div>,
    document.body,
  )
}
