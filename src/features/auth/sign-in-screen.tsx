import { useSetAtom } from 'jotai'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { object, size, string } from 'superstruct'
import { describeError, isHttpError } from '../../api/errors'
import { paths } from '../../lib/paths'
import { email, validate } from '../../lib/validation'
import { signInAtom } from '../../state/session'
import { Button, Field, Input } from '../../ui'

const credentialsStruct = object({
  email: email(),
  password: size(string(), 1, 256),
})

type Credentials = { email: string; password: string }
type FieldErrors = Partial<Record<keyof Credentials | '', string>>

function serverFieldErrors(error: unknown): FieldErrors {
  if (!isHttpError(error)) return { '': describeError(error) }
  const fields = error.fieldErrors
  const found: FieldErrors = {}
  if (fields.email?.[0]) found.email = fields.email[0]
  if (fields.password?.[0]) found.password = fields.password[0]
  if (!found.email && !found.password) found[''] = describeError(error)
  return found
}

export function SignInScreen() {
  const signIn = useSetAtom(signInAtom)
  const navigate = useNavigate()
  const [values, setValues] = useState<Credentials>({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const checked = validate({ ...values, email: values.email.trim() }, credentialsStruct)
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    setPending(true)
    try {
      await signIn(checked.value)
      await navigate(paths.users.getHref(), { replace: true })
    } catch (error) {
      setErrors(serverFieldErrors(error))
    } finally {
      setPending(false)
    }
  }

  const change = (field: keyof Credentials) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  return (
    <form
      noValidate
      aria-labelledby="sign-in-title"
      onSubmit={(event) => void submit(event)}
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
      {errors[''] && (
        <p role="alert" className={css({ color: 'danger.text', bg: 'danger.subtle', p: '2.5', rounded: 'md' })}>
          {errors['']}
        </p>
      )}
      <Field label="Электронная почта" error={errors.email}>
        <Input type="email" name="email" autoComplete="username" autoFocus value={values.email} onChange={change('email')} />
      </Field>
      <Field label="Пароль" error={errors.password}>
        <Input
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
        />
      </Field>
      <Button type="submit" loading={pending}>
        Войти
      </Button>
    </form>
  )
}
