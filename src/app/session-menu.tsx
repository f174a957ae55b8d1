import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { paths } from '../lib/paths'
import { useAccess } from '../state/domain/permissions'
import { signOutAtom } from '../state/session/session'
import { Button, IconButton, SignOutIcon, Tooltip } from '../ui'

/** Who is signed in, and the way out; `compact` (a narrowed sidebar): the way out alone, as an icon. */
export function SessionMenu({ email, compact = false }: { email: string; compact?: boolean }) {
  const signOut = useSetAtom(signOutAtom)
  const navigate = useNavigate()
  const { roles, roleName } = useAccess()
  const who = roles ? `${email}, ${roleName}` : email
  const leave = () => {
    signOut()
    void navigate(paths.signIn.getHref(), { replace: true })
  }
  return (
    <div
      role="group"
      aria-label="Сеанс"
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '2', px: '1' })}
    >
      {compact ? (
        <Tooltip content={`Выйти (${who})`}>
          <IconButton aria-label="Выйти" size="sm" onClick={leave}>
            <SignOutIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <>
          <span title={who} className={css({ flex: 1, minW: 0, display: 'flex', flexDir: 'column', color: 'fg.muted', fontSize: 'sm' })}>
            <span className={css({ truncate: true })}>{email}</span>
            {roles && <span className={css({ truncate: true, color: 'fg.default', fontSize: 'xs' })}>{roleName}</span>}
          </span>
          <Button variant="plain" size="sm" onClick={leave}>
            Выйти
          </Button>
        </>
      )}
    </div>
  )
}
