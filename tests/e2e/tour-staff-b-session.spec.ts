import { e2eAccessTokenTtl, expect, readStoredTokens, refreshPath, signIn, test } from './fixtures'

// Issue 38, item 17: no burst of 401s at the end of each access token's life.

test('item 17: working for longer than an access token lives meets no 401: the token is renewed ahead of its end', async ({
  page,
  requestLog,
}) => {
  test.setTimeout(60_000 + 2 * e2eAccessTokenTtl * 1000)
  const refused: string[] = []
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  await signIn(page, { at: '/users' })
  const { access: first } = await readStoredTokens(page)
  const search = page.getByRole('searchbox', { name: 'Поиск' })
  const grid = page.getByRole('grid', { name: 'Пользователи' })

  // A new search every two seconds, each one a request, for one token's life and half another.
  const until = Date.now() + e2eAccessTokenTtl * 1500
  const queries = ['ан', 'ов', 'ин', 'ева', 'ru', 'mail', 'ко', 'ер']
  for (let step = 0; Date.now() < until; step += 1) {
    await search.fill(queries[step % queries.length] ?? '')
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(queries[step % queries.length] ?? '')}`))
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await page.waitForTimeout(2_000)
  }
  await search.fill('')
  await expect(grid.locator('tbody tr[data-index]').first()).toBeVisible()

  expect(refused, 'requests answered 401').toEqual([])
  expect(requestLog.count('POST', refreshPath)).toBeGreaterThanOrEqual(1)
  expect((await readStoredTokens(page)).access).not.toBe(first)
  await expect(page.getByRole('alert')).toHaveCount(0)
})
