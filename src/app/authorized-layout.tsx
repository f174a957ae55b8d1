import { lazy, Suspense } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { css } from 'styled-system/css'
import { useProfile } from '../state/domain/profile'
import { useLiveConnection } from '../state/live/use-live-connection'
import { useSidebarCollapsed } from '../state/session/sidebar'
import { useScreenShortcut } from '../state/shell/use-screen-shortcut'
import { useWhenIdle } from '../ui'
import { focusPageRow, focusPageSearch } from '../ui/list-keys'
import { useApprovalDecisionNotice } from './approval-decision-notice'
import { DeletionQuestionHost } from './deletion-question-host'
import { DrawerHost } from './drawer-host'
import { PaletteHost } from './palette-host'
import { featureDrawers, screenAt } from './screens'
import { useSessionEndWarning } from './session-end-warning'
import { Sidebar } from './sidebar'

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

// Ark's toast group and its layers are no part of the first paint: a toast created before they arrive
// waits in lib/notices and shows when they do.
const Toaster = lazy(() => import('../ui/toast').then((module) => ({ default: module.Toaster })))

// What list screens, records and drawers share (the `lists`, `query-bar`, `dialogs` and `record-forms`
// chunks of vite.config.ts), fetched when idle, so that opening a list or a record then costs only its own chunk.
function prefetchSharedPieces(): void {
  void import('../ui/resource-list-screen')
  void import('../ui/list-query-bar')
  void import('../ui/confirm-dialog')
  void import('../ui/resource-form-drawer')
}

/** The shell of the signed-in area: sections on the left, the current screen on the right. */
export function AuthorizedLayout() {
  const profile = useProfile()
  const email = profile.data?.email ?? ''
  const [sidebarCollapsed, toggleSidebar] = useSidebarCollapsed(email)
  useWhenIdle(prefetchSharedPieces)
  useSessionEndWarning()
  useLiveConnection()
  useApprovalDecisionNotice()
  // `/` on any screen with a list: its search.
  useScreenShortcut('/', () => focusPageSearch())
  // `j`/`k` from anywhere on the page: its list's row (on a row, the table moves between rows itself),
  // in the table the screen names as its main one when it shows several.
  const primaryTable = screenAt(useLocation().pathname)?.primaryTable
  useScreenShortcut('j', () => focusPageRow(primaryTable))
  useScreenShortcut('k', () => focusPageRow(primaryTable))
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: sidebarCollapsed ? '3.5rem minmax(0, 1fr)' : '15rem minmax(0, 1fr)',
        minH: '100dvh',
      })}
    >
      <a href="#content" className={skipLink}>
        Перейти к содержимому
      </a>
      <Sidebar email={email} collapsed={sidebarCollapsed} onToggle={toggleSidebar} />
      <main
        id="content"
        tabIndex={-1}
        // The page ends above the notice dock (ui/notice-dock.tsx): its last actions scroll clear of the notices.
        className={css({ minW: 0, px: '6', pt: '5', pb: 'calc(var(--notice-dock-height, 0px) + 1.25rem)', outline: 'none' })}
      >
        <Outlet />
      </main>
      <DrawerHost drawers={featureDrawers} />
      <PaletteHost />
      <DeletionQuestionHost />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </div>
  )
}
