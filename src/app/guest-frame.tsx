import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { productName } from './config'

/** The signed-out page around the sign-in form; it needs no router, so the first load can do without one. */
export function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'grid',
        placeItems: 'center',
        bg: 'bg.surface',
        px: '4',
      })}
    >
      <div className={css({ w: 'full', maxW: '24rem' })}>
        <p className={css({ fontWeight: 'semibold', fontSize: 'lg', mb: '4', textAlign: 'center' })}>{productName}</p>
        {children}
      </div>
    </main>
  )
}
