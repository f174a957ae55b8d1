import { useAtomValue, useSetAtom } from 'jotai'
import { NavLink, Outlet } from 'react-router-dom'
import { css } from 'styled-system/css'
import { profileAtom } from '../../state/session/profile'
import { paletteOpenAtom } from '../../state/shell/palette'
import { useScreenShortcut } from '../../state/shell/use-screen-shortcut'
import { Button, Kbd, Toaster } from '../../ui'
import { focusPageSearch } from '../../ui/list-keys'
import { productName } from '../config'
import { DrawerHost } from '../drawer-host'
import { PaletteHost } from '../palette-host'
import { featureDrawers, navScreens } from '../screens'
import { useWhenIdle } from '../when-idle'
import { SessionMenu } from './session-menu'
import { ThemeSwitch } from './theme-switch'
import { UndoWindowSwitch } from './undo-window-switch'

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  h: '8',
  px: '2.5',
  rounded: 'md',
  color: 'fg.muted',
  textDecoration: 'none',
  fontWeight: 'medium',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text' },
})

// The first stop of the Tab key: past the sidebar straight to the screen.
const skipLink = css({
  srOnly: true,
  _focus: {
    position: 'fixed',
    top: '2',
    left: '2',
    w: 'auto',
    h: 'auto',
    p: '2',
    m: 0,
    clip: 'auto',
    overflow: 'visible',
    whiteSpace: 'normal',
    zIndex: 'tooltip',
    bg: 'bg.canvas',
    color: 'accent.text',
    rounded: 'md',
    shadow: 'md',
  },
})

// What record screens and drawers share (the `dialogs` and `record-forms` chunks of vite.config.ts),
// fetched when idle, so that opening a record then costs only its own chunk.
function prefetchRecordPieces(): void {
  void import('../../ui/confirm-dialog')
  void import('../../ui/resource-form-drawer')
}

/** The shell of the signed-in area: sections on the left, the current screen on the right. */
export function AuthorizedLayout() {
  const profile = useAtomValue(profileAtom)
  const openPalette = useSetAtom(paletteOpenAtom)
  useWhenIdle(prefetchRecordPieces)
  // `/` on any screen with a list: its search.
  useScreenShortcut('/', () => focusPageSearch())
  return (
    <div className={css({ display: 'grid', gridTemplateColumns: '15rem 1fr', minH: '100dvh' })}>
      <a href="#content" className={skipLink}>
        Перейти к содержимому
      </a>
      <aside
        className={css({
          position: 'sticky',
          top: 0,
          h: '100dvh',
          display: 'flex',
          flexDir: 'column',
          gap: '4',
          p: '3',
          bg: 'bg.surface',
          borderRightWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <p className={css({ fontWeight: 'semibold', px: '2.5', pt: '1' })}>{productName}</p>
        <Button
          variant="outline"
          size="sm"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => openPalette(true)}
          className={css({ justifyContent: 'space-between' })}
        >
          Команды
          <Kbd keys={['Mod', 'K']} aria-hidden="true" />
        </Button>
        <nav aria-label="Разделы" className={css({ display: 'flex', flexDir: 'column', gap: '0.5' })}>
          {navScreens.map(({ route, nav }) => (
            <NavLink key={route.path} to={nav.href} className={navLink}>
              {route.title}
            </NavLink>
          ))}
        </nav>
        <div className={css({ mt: 'auto', display: 'flex', flexDir: 'column', gap: '2' })}>
          <ThemeSwitch />
          <UndoWindowSwitch />
          <SessionMenu email={profile.data?.email ?? ''} />
        </div>
      </aside>
      <main id="content" tabIndex={-1} className={css({ minW: 0, px: '6', py: '5', outline: 'none' })}>
        <Outlet />
      </main>
      <DrawerHost drawers={featureDrawers} />
      <PaletteHost />
      <Toaster />
    </div>
  )
}
