import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/lib/paths'
import { tokensAtom } from '../../src/state/session/session'
import { createFakeApi, fakePaths } from '../support/fake-api'
import { renderWithConsole } from '../support/render'

const product = 'Heatmap Admin'

async function expectAt(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname))
}

describe('the unauthorized layout', () => {
  it('sends a visitor without a token from / to sign-in, titled with the product name alone', async () => {
    const { router } = renderWithConsole({ url: '/', signedIn: false })
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument()
    await expectAt(router, paths.signIn.path)
    expect(document.title).toBe(product)
  })

  it('sends a visitor with a token and a loadable profile from sign-in into the users list', async () => {
    const { router } = renderWithConsole({ url: '/sign-in' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Пользователи' })).toBeInTheDocument()
    await expectAt(router, paths.users.path)
    expect(document.title).toBe(`Пользователи - ${product}`)
  })

  it('keeps a visitor whose stored token cannot load the profile on sign-in, with both tokens cleared', async () => {
    const api = createFakeApi()
    const stale = api.issueTokens()
    api.expireAccessTokens()
    api.revokeRefreshTokens()
    const { router, context } = renderWithConsole({ url: '/sign-in', api, signedIn: false })
    context.store.set(tokensAtom, stale)
    await router.navigate('/sign-in')
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument()
    await waitFor(() => expect(context.store.get(tokensAtom)).toEqual({ access: '', refresh: '' }))
    expect(localStorage.getItem('access_token')).toBe('""')
    expect(localStorage.getItem('refresh_token')).toBe('""')
  })
})

describe('the authorized layout', () => {
  it('redirects / to the users list', async () => {
    const { router } = renderWithConsole({ url: '/' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Пользователи' })).toBeInTheDocument()
    await expectAt(router, paths.users.path)
  })

  it('sends a visitor without a token to sign-in from any screen', async () => {
    const { router } = renderWithConsole({ url: '/stats', signedIn: false })
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument()
    await expectAt(router, paths.signIn.path)
  })

  it('loads the profile before it shows anything, then shows the admin', async () => {
    const api = createFakeApi()
    const held = api.hold('GET', fakePaths.profile)
    renderWithConsole({ url: '/dashboard', api })
    await held.arrived
    expect(screen.queryByRole('navigation', { name: 'Разделы' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    held.release()
    expect(await screen.findByRole('navigation', { name: 'Разделы' })).toBeInTheDocument()
    expect(screen.getByText(api.profile.email)).toBeInTheDocument()
  })

  it.each([
    ['/dashboard', 'Дэшбоард'],
    ['/users', 'Пользователи'],
    ['/users/2b1f1d0e-0a51-4c4f-9f7c-6f1e8e0b6a11', 'О пользователе'],
    ['/stats', 'Статистика'],
    ['/benchmarks', 'Нормы'],
    ['/requests', 'Запросы клиентов'],
    ['/request-accounts', 'Кабинеты клиентов'],
    ['/referrals', 'Рефералы'],
  ])('titles %s «%s» on the page and in the document', async (url, title) => {
    renderWithConsole({ url })
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe(`${title} - ${product}`))
  })

  it('retitles the document on every navigation', async () => {
    const { router, user } = renderWithConsole({ url: '/dashboard' })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    const nav = screen.getByRole('navigation', { name: 'Разделы' })
    await user.click(within(nav).getByRole('link', { name: 'Нормы' }))
    await expectAt(router, '/benchmarks')
    await waitFor(() => expect(document.title).toBe(`Нормы - ${product}`))
  })

  it('offers a skip link to the screen as the first stop of the Tab key', async () => {
    const { user } = renderWithConsole({ url: '/dashboard' })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Перейти к содержимому' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#content')
    expect(document.getElementById('content')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Дэшбоард' }))
  })

  it('shows a not-found page for an unknown address', async () => {
    renderWithConsole({ url: '/no-such-screen' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument()
    expect(document.title).toBe(`Страница не найдена - ${product}`)
  })

  it('signs out: both tokens emptied, back on sign-in', async () => {
    const { router, user, context } = renderWithConsole({ url: '/dashboard' })
    await user.click(await screen.findByRole('button', { name: 'Выйти' }))
    await expectAt(router, paths.signIn.path)
    expect(context.store.get(tokensAtom)).toEqual({ access: '', refresh: '' })
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument()
  })

  it('ends the session when the refresh fails during use: tokens empty, at sign-in', async () => {
    const api = createFakeApi()
    const { router, context, sessionEnds } = renderWithConsole({ url: '/dashboard', api })
    await screen.findByRole('heading', { level: 1, name: 'Дэшбоард' })
    api.expireAccessTokens()
    api.revokeRefreshTokens()
    await (await context.loadQueryClient()).invalidateQueries()
    await waitFor(() => expect(sessionEnds).toHaveLength(1))
    await expectAt(router, paths.signIn.path)
    expect(context.store.get(tokensAtom)).toEqual({ access: '', refresh: '' })
  })
})
