import { css } from 'styled-system/css'

const banner = css({
  position: 'sticky',
  top: 0,
  zIndex: 'banner',
  px: '4',
  py: '2',
  bg: 'warning.subtle',
  color: 'warning.text',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'center',
  fontSize: 'sm',
})

/**
 * «Нет соединения» across the top while `lost`. The live region is always there, so that its
 * message is announced when it appears.
 */
export function ConnectionBanner({ lost }: { lost: boolean }) {
  return (
    <div role="status" aria-live="polite">
      {lost && (
        <p className={banner}>
          <strong>Нет соединения.</strong> Введённое сохранится; то, что не отправилось, уйдёт, когда связь вернётся.
        </p>
      )}
    </div>
  )
}
