import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const alertStyle = css({ color: 'danger.text', bg: 'danger.subtle', p: '2.5', rounded: 'md' })

/**
 * The form's alert: a failure no field explains. Renders nothing when there is none. Its own
 * module, so that the sign-in route does not load the drawer with it.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === '' || children === null || children === undefined || children === false) return null
  return (
    <p role="alert" className={alertStyle}>
      {children}
    </p>
  )
}
