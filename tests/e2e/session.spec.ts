import {
  e2eAccessTokenTtl,
  expect,
  productName,
  readStoredTokens,
  refreshPath,
  sessionEmail,
  signIn,
  signInThroughForm,
  storeAccessToken,
  tamperedToken,
  test,
} from './fixtures'

test('signs in with the demo credentials through the form and lands on the users list', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page).toHaveTitle(productName)

  await signInThroughForm(page)

  await expect(page).toHaveURL(/\/users$/)
  await expect(page).toHaveTitle(`Пользователи - ${productName}`)
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await expect(sessionEmail(page)).toBeVisible()
  const tokens = await readStoredTokens(page)
  expect(tokens.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  expect(tokens.refresh).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
})

test('sign-out returns to sign-in with both tokens gone, and the console stays closed', async ({ page }) => {
  await signIn(page)

  await page.getByRole('button', { name: 'Выйти' }).click()

  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  const tokens = await readStoredTokens(page)
  expect(tokens.access ?? '').toBe('')
  expect(tokens.refresh ?? '').toBe('')

  // Asked for a screen while signed out: sign-in, which will return there.
  await page.goto('/users')
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fusers$/)
})

test('an access token that expired while the console sat idle is renewed once before the next calls: none meets a 401', async ({
  page,
  requestLog,
}) => {
  // A real expiry (the e2e server issues short-lived tokens), not a forged token.
  test.setTimeout(60_000 + e2eAccessTokenTtl * 1000)
  await signIn(page)
  const { access } = await readStoredTokens(page)
  await page.waitForTimeout(Math.max(0, jwtExpiry(access ?? '') - Date.now()) + 1_000)
  const rejected: string[] = []
  page.on('response', (response) => {
    if (response.status() === 401) rejected.push(new URL(response.url()).pathname)
  })
  requestLog.clear()

  // The dashboard asks for several things at once: they wait for one renewal, then go out with the new token.
  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Дэшбоард' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(rejected, 'calls answered 401').toEqual([])
  expect(requestLog.count('POST', refreshPath)).toBe(1)
  const tokens = await readStoredTokens(page)
  expect(tokens.access).not.toBe(access)
  expect(jwtExpiry(tokens.access ?? '')).toBeGreaterThan(Date.now())
})

test('a rejected access token found at page load is refreshed once and the console opens', async ({ page, requestLog }) => {
  await signIn(page)
  const { access } = await readStoredTokens(page)
  await storeAccessToken(page, tamperedToken(access ?? ''))
  requestLog.clear()

  await page.goto('/users')

  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()
  await expect(sessionEmail(page)).toBeVisible()
  expect(requestLog.count('POST', refreshPath)).toBe(1)
})

test('a refresh token revoked on the server sends the user to sign-in with both tokens empty', async ({
  page,
  requestLog,
  testControls,
}) => {
  await signIn(page)
  const { access } = await readStoredTokens(page)
  await testControls.revokeRefreshTokens()
  await storeAccessToken(page, tamperedToken(access ?? ''))
  requestLog.clear()

  await page.goto('/dashboard')

  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()
  expect(requestLog.count('POST', refreshPath)).toBe(1)
  expect(await readStoredTokens(page)).toEqual({ access: '', refresh: '' })
})

// Tabs that queue for the refresh lock while one tab rotates the pair used to read the old pair from
// localStorage now and then (the write reaches other tabs later than the lock does), spend the spent
// refresh token again and end on sign-in; token-refresh.ts now marks spent tokens through the locks.
test('five tabs whose calls 401 at once send exactly one refresh request, and every tab keeps working', async ({
  context,
  page,
  requestLog,
}) => {
  await signIn(page)
  const { access } = await readStoredTokens(page)
  // Every tab of the context shares localStorage: all five start with the same rejected token.
  await storeAccessToken(page, tamperedToken(access ?? ''))
  const tabs = [page, ...(await Promise.all(Array.from({ length: 4 }, () => context.newPage())))]
  requestLog.clear()

  await Promise.all(tabs.map((tab) => tab.goto('/dashboard')))

  for (const tab of tabs) {
    await expect(tab.getByRole('heading', { level: 1, name: 'Дэшбоард' })).toBeVisible()
    await expect(sessionEmail(tab)).toBeVisible()
  }
  expect(requestLog.count('GET', '/v1/admin/profile/')).toBeGreaterThanOrEqual(5)
  expect(requestLog.count('POST', refreshPath)).toBe(1)
})

// A rotating backend spends the refresh token when the request arrives: a tab closed before its
// answer came used to take the new pair with it, and the next renewal of any tab ended the session.
// Against a backend without the reuse grace, so that only the console can keep the pair.
test('a tab closed while its session renewal is on the way leaves the session working in the other tab', async ({
  context,
  page,
  requestLog,
  testControls,
}) => {
  await testControls.withoutRefreshReuseGrace()
  await signIn(page, { at: '/benchmarks' })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const before = await readStoredTokens(page)
  const other = await context.newPage()
  await other.goto('/favicon.svg')
  // Written in the new tab, heard by the first one too: both hold an access token the server refuses.
  await storeAccessToken(other, tamperedToken(before.access ?? ''))
  requestLog.clear()
  // The server answers the refresh at once; its answer reaches the browser only once the new tab is closed.
  let refreshSent: () => void = () => undefined
  let tabClosed: () => void = () => undefined
  const sent = new Promise<void>((resolve) => (refreshSent = resolve))
  const closed = new Promise<void>((resolve) => (tabClosed = resolve))
  await context.route(`**${refreshPath}`, async (route) => {
    const response = await route.fetch()
    refreshSent()
    await closed
    await route.fulfill({ response }).catch(() => undefined)
  })

  const loading = other.goto('/dashboard').catch(() => undefined)
  await sent
  await other.close()
  tabClosed()
  await loading
  await context.unroute(`**${refreshPath}`)

  await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Дэшбоард' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
  // Its figures come only after its calls, which meet the refused token and wait for a renewal.
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(requestLog.count('POST', refreshPath)).toBe(1)
  expect((await readStoredTokens(page)).refresh).not.toBe(before.refresh)
})

// A page reloaded (or left) while its own refresh is on the way takes the answer with it: no tab is
// left to keep the pair. The reference server answers the spent token's pair again for a few seconds
// (REFRESH_REUSE_GRACE), as rotating identity providers do, and the reloaded page carries on.
test('a page reloaded while its session renewal is on the way opens signed in: the backend answers the spent token again', async ({
  context,
  page,
  requestLog,
}) => {
  await signIn(page, { at: '/benchmarks' })
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const before = await readStoredTokens(page)
  await storeAccessToken(page, tamperedToken(before.access ?? ''))
  requestLog.clear()
  // The server spends the token at once; its answer never reaches the page, reloaded meanwhile.
  let refreshSent: () => void = () => undefined
  const sent = new Promise<void>((resolve) => (refreshSent = resolve))
  await context.route(
    `**${refreshPath}`,
    async (route) => {
      await route.fetch()
      refreshSent()
    },
    { times: 1 },
  )

  const loading = page.goto('/dashboard').catch(() => undefined)
  await sent
  await page.reload()
  await loading

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дэшбоард')
  await expect(sessionEmail(page)).toBeVisible()
  await expect(page.locator('main tbody tr').first()).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(requestLog.count('POST', refreshPath)).toBe(2)
  expect((await readStoredTokens(page)).refresh).not.toBe(before.refresh)
})

/** The `exp` claim of a JWT, in milliseconds. */
function jwtExpiry(token: string): number {
  const payload = token.split('.')[1] ?? ''
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number }
  if (typeof claims.exp !== 'number') throw new Error('The access token has no exp claim')
  return claims.exp * 1000
}
