import { css } from 'styled-system/css'
import { object, size, string, trimmed } from 'superstruct'
import { email } from '../../../contract/schemas/primitives'
import { isHttpError } from '../../api/errors'
import { paths } from '../../lib/paths'
import { returnToParam, safeReturnPath } from '../../lib/return-to'
import { useForm } from '../../state/forms/use-form'
import { useSignIn } from '../../state/session/session'
import { Button, Field, FormAlert, Input } from '../../ui'
import { useCountdown } from './use-countdown'

const credentialsStruct = object({
  email: trimmed(email),
  password: size(string(), 1, 256),
})

interface SignInScreenProps {
  /** Signed in: goes to `target` (where the visitor was going, or the users list); the form stays busy until it settles. */
  onSignedIn: (target: string) => Promise<void> | void
}

/** The sign-in form. It knows no router: the first load shows it before the router's code is there. */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const signIn = useSignIn()
  // Too many failed attempts: the server says how long to wait (429 Retry-After); nothing is sent until then.
  const throttle = useCountdown()
  const form = useForm({
    initialValues: { email: '', password: '' },
    struct: credentialsStruct,
    onSubmit: async (credentials) => {
      if (throttle.secondsLeft > 0) return
      await signIn(credentials).catch((error: unknown) => {
        if (isHttpError(error) && error.status === 429) throttle.start(error.retryAfter ?? 60)
        throw error
      })
      const { search, origin } = window.location
      const asked = new URLSearchParams(search).get(returnToParam)
      await onSignedIn(safeReturnPath(asked, origin) ?? paths.users.getHref())
    },
    describeFailure: (error) => (isHttpError(error) && error.status === 429 ? '' : undefined),
  })

  return (
    <form
      aria-labelledby="sign-in-title"
      {...form.formProps}
      className={css({
        display: 'flex',
        flexDir: 'column',
        gap: '4',
        p: '6',
        bg: 'bg.canvas',
        borderWidth: '1px',
        borderColor: 'border.default',
        rounded: 'lg',
        shadow: 'sm',
      })}
    >
      <h1 id="sign-in-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        Вход в консоль
      </h1>
      <FormAlert>{throttle.secondsLeft > 0 ? `Слишком много попыток. Повторите через ${throttle.secondsLeft} с` : form.alert}</FormAlert>
      <Field label="Электронная почта" error={form.errors.email}>
        <Input type="email" autoComplete="username" autoFocus {...form.textInput('email')} />
      </Field>
      <Field label="Пароль" error={form.errors.password}>
        <Input type="password" autoComplete="current-password" {...form.textInput('password')} />
      </Field>
      <Button type="submit" loading={form.pending} disabled={throttle.secondsLeft > 0}>
        Войти
      </Button>
    </form>
  )
}
