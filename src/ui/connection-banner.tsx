import { createPortal } from 'react-dom'
import { css } from 'styled-system/css'

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

/**
 * «Нет соединения» at the bottom of the window while `lost`. The live region is always there, so
 * that the message is announced when it appears; it sits on the body, where a modal dialog leaves
 * live regions readable.
 */
export function ConnectionBanner({ lost }: { lost: boolean }) {
  return createPortal(
    <div role="status" aria-live="polite">
      {lost && (
        <p className={banner}>
          <strong>Нет соединения.</strong> Введённое сохранится; то, что не отправилось, уйдёт, когда связь вернётся.
        </p>
      )}
    </div>,
    document.body,
  )
}
