import { Outlet } from 'react-router-dom'
import { css } from 'styled-system/css'
import { productName } from './config'

export function GuestLayout() {
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
        <Outlet />
      </div>
    </main>
  )
}
