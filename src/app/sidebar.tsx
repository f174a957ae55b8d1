import { useSetAtom } from 'jotai'
import type { ReactElement } from 'react'
import { NavLink } from 'react-router-dom'
import { css, cx } from 'styled-system/css'
import { paths } from '../lib/paths'
import { pluralize } from '../lib/plural'
import { useAccess } from '../state/domain/permissions'
import { paletteOpenAtom } from '../state/shell/palette'
import {
  ApprovalsIcon,
  Button,
  CommandIcon,
  DashboardIcon,
  IconButton,
  JournalIcon,
  Kbd,
  OperationsIcon,
  ReferralsIcon,
  SidebarIcon,
  StatsIcon,
  Tooltip,
  UsersIcon,
} from '../ui'
import { navShown } from './access'
import { productName } from './config'
import { navScreens, type NavScreen } from './screens'
import { SessionMenu } from './session-menu'
import { ThemeSwitch } from './theme-switch'
import { UndoWindowSwitch } from './undo-window-switch'

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  h: '8',
  px: '2.5',
  rounded: 'md',
  color: 'fg.muted',
  textDecoration: 'none',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text' },
  '& svg': { flexShrink: 0 },
  '[data-collapsed] &': { justifyContent: 'center', px: '0' },
})

// Narrowed, a section is its icon; its name stays for screen readers and shows as a tooltip.
const navText = css({ '[data-collapsed] &': { srOnly: true } })

const sectionIcons: Partial<Record<string, () => ReactElement>> = {
  [paths.dashboard.getHref()]: DashboardIcon,
  [paths.users.getHref()]: UsersIcon,
  [paths.operations.getHref()]: OperationsIcon,
  [paths.stats.getHref()]: StatsIcon,
  [paths.referrals.getHref()]: ReferralsIcon,
  [paths.journal.getHref()]: JournalIcon,
  [paths.approvals.getHref()]: ApprovalsIcon,
}

const waitingForms = { one: 'ждёт', few: 'ждут', many: 'ждут' }

const countBadge = css({
  ml: 'auto',
  minW: '5',
  px: '1.5',
  rounded: 'full',
  bg: 'accent.default',
  color: 'accent.fg',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textAlign: 'center',
  '[data-collapsed] &': { position: 'absolute', top: '0', right: '0', minW: '4', px: '1' },
})

/** One section's link, with the number waiting there (its screen's `useCount`) when there is one. */
function NavEntry({ screen: { route, nav }, collapsed }: { screen: NavScreen; collapsed: boolean }) {
  const SectionIcon = nav.icon ?? sectionIcons[nav.href]
  const count = nav.useCount?.()
  const counted = count !== undefined && count > 0
  const link = (
    <NavLink
      to={nav.href}
      // The name begins with what is seen, «Подтверждения 2» (WCAG 2.5.3), then says what the number counts.
      aria-label={counted ? `${route.title} ${count} (${pluralize(count, waitingForms)} решения)` : undefined}
      className={cx(navLink, css({ position: 'relative' }))}
    >
      {SectionIcon && <SectionIcon />}
      <span className={navText}>{route.title}</span>
      {counted && (
        <>
          {/* Not laid out between flex items; in the text, the count stands apart from the title. */}{' '}
          <span aria-hidden="true" className={countBadge}>
            {count}
          </span>
        </>
      )}
    </NavLink>
  )
  return collapsed ? <Tooltip content={counted ? `${route.title}: ${count}` : route.title}>{link}</Tooltip> : link
}

export interface SidebarProps {
  email: string
  collapsed: boolean
  onToggle: () => void
}

/** The sections, «Команды», the theme and the session; narrowed to icons when `collapsed`. */
export function Sidebar({ email, collapsed, onToggle }: SidebarProps) {
  const openPalette = useSetAtom(paletteOpenAtom)
  const access = useAccess()
  const toggleName = collapsed ? 'Развернуть боковую панель' : 'Свернуть боковую панель'
  return (
    <aside
      id="sidebar"
      data-collapsed={collapsed ? '' : undefined}
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
        overflowY: 'auto',
        '&[data-collapsed]': { px: '2', alignItems: 'stretch' },
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', pt: '1' })}>
        {!collapsed && <p className={css({ fontWeight: 'semibold', px: '2.5', truncate: true })}>{productName}</p>}
        <Tooltip content={toggleName}>
          <IconButton
            aria-label={toggleName}
            aria-expanded={!collapsed}
            aria-controls="sidebar"
            size="sm"
            onClick={onToggle}
            className={css({ mx: collapsed ? 'auto' : '0' })}
          >
            <SidebarIcon />
          </IconButton>
        </Tooltip>
      </div>
      {collapsed ? (
        <Tooltip content="Команды">
          <IconButton aria-label="Команды" aria-keyshortcuts="Control+K Meta+K" variant="outline" onClick={() => openPalette(true)}>
            <CommandIcon />
          </IconButton>
        </Tooltip>
      ) : (
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
      )}
      <nav aria-label="Разделы" className={css({ display: 'flex', flexDir: 'column', gap: '0.5' })}>
        {navScreens
          .filter((screen) => navShown(screen.nav, access))
          .map((screen) => (
            <NavEntry key={screen.route.path} screen={screen} collapsed={collapsed} />
          ))}
      </nav>
      <div className={css({ mt: 'auto', display: 'flex', flexDir: 'column', gap: '2' })}>
        {!collapsed && (
          <>
            <ThemeSwitch />
            <UndoWindowSwitch />
          </>
        )}
        <SessionMenu email={email} compact={collapsed} />
      </div>
    </aside>
  )
}
