import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { tokensAtom } from '../../../src/state/session/session'
import { createFakeApi, fakePaths } from '../../support/fake-api'
import { renderWithConsole } from '../../support/render'

async function openSignIn() {
  const view = renderWithConsole({ url: '/sign-in', signedIn: false })
  await screen.findByRole('button', { name: 'Войти' })
  return view
}

describe('sign-in', () => {
  it('validates on submit only, with the Russian messages, and sends nothing while invalid', async () => {
    const { api, user } = await openSignIn()
    const email = screen.getByLabelText('Электронная почта')
    await user.type(email, 'not-an-email')
    expect(email).not.toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(/Неверный/)).not.toBeInTheDocument()

    await user.clear(email)
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(api.requestsTo('POST', fakePaths.signIn)).toHaveLength(0)

    await user.type(email, 'admin@')
    await user.type(screen.getByLabelText('Пароль'), 'x')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Неверный адрес электронной почты')).toBeInTheDocument()
    expect(api.requestsTo('POST', fakePaths.signIn)).toHaveLength(0)
  })

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { api, user, context } = await openSignIn()
    await user.type(screen.getByLabelText('Электронная почта'), api.credentials.email)
    await user.type(screen.getByLabelText('Пароль'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверная электронная почта или пароль')
    expect(screen.getByLabelText('Электронная почта')).toHaveValue(api.credentials.email)
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong-password')
    expect(context.store.get(tokensAtom)).toEqual({ access: '', refresh: '' })
  })

  it('signs in without a bearer header and lands on the users list with the tokens stored', async () => {
    const api = createFakeApi()
    const { user, router, context } = renderWithConsole({ url: '/sign-in', api, signedIn: false })
    await user.type(await screen.findByLabelText('Электронная почта'), api.credentials.email)
    await user.type(screen.getByLabelText('Пароль'), api.credentials.password)
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'))
    const [signIn] = api.requestsTo('POST', fakePaths.signIn)
    expect(signIn?.headers.get('Authorization')).toBeNull()
    expect(signIn?.body).toEqual(api.credentials)
    expect(context.store.get(tokensAtom).access).not.toBe('')
    expect(JSON.parse(localStorage.getItem('access_token') ?? '""')).toBe(context.store.get(tokensAtom).access)
  })

  it('sends one request for a double click', async () => {
    const api = createFakeApi()
    const held = api.hold('POST', fakePaths.signIn)
    const { user } = renderWithConsole({ url: '/sign-in', api, signedIn: false })
    await user.type(await screen.findByLabelText('Электронная почта'), api.credentials.email)
    await user.type(screen.getByLabelText('Пароль'), api.credentials.password)
    await user.dblClick(screen.getByRole('button', { name: 'Войти' }))
    await held.arrived
    held.release()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument())
    expect(api.requestsTo('POST', fakePaths.signIn)).toHaveLength(1)
  })
})
