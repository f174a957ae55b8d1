import { useSetAtom } from 'jotai'
import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { paths } from '../../lib/paths'
import { signOutAtom } from '../../state/session/session'
import { Button } from '../../ui'

/** Who is signed in, and the way out. */
export function SessionMenu({ email }: { email: string }) {
  const signOut = useSetAtom(signOutAtom)
  const navigate = useNavigate()
  return (
    <div role="group" aria-label="Сеанс" className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '1' })}>
      <span title={email} className={css({ flex: 1, minW: 0, truncate: true, color: 'fg.muted', fontSize: 'sm' })}>
        {email}
      </span>
      <Button
        variant="plain"
        size="sm"
        onClick={() => {
          signOut()
          void navigate(paths.signIn.getHref(), { replace: true })
        }}
      >
        Выйти
      </Button>
    </div>
  )
}
