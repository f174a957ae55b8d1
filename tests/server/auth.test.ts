import { admin, jsonBody, startTestServer, type TestServer } from './helpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ customers: 20 })
})
afterAll(() => server.close())

async function signIn(target: TestServer): Promise<{ access: string; refresh: string }> {
  return target.json('/v1/admin/auth/signin/', { ...jsonBody('POST', admin), auth: false })
}

async function refresh(target: TestServer, token: string): Promise<Response> {
  return target.call('/v1/admin/auth/refresh/', { ...jsonBody('POST', { refresh: token }), auth: false })
}

/** Asks again every 200 ms while the answer is 200: the first refusal, once time has run out on a token. */
async function firstRefusal(ask: () => Promise<Response>): Promise<Response> {
  let answer = await ask()
  while (answer.status === 200) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    answer = await ask()
  }
  return answer
}

const profileWith = (target: TestServer, access: string) =>
  target.call('/v1/admin/profile/', { headers: { Authorization: `Bearer ${access}` } })

describe('sign-in', () => {
  test('the demo admin signs in; the e-mail is not case-sensitive', async () => {
    const pair = await server.json<{ access: string; refresh: string }>('/v1/admin/auth/signin/', {
      ...jsonBody('POST', { email: 'Admin@Example.com', password: admin.password }),
      auth: false,
    })
    expect((await profileWith(server, pair.access)).status).toBe(200)
  })

  test.each([
    ['a wrong password', { email: admin.email, password: 'admin123456' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: admin.password }],
  ])('%s answers 401 invalid_credentials', async (_, body) => {
    const response = await server.call('/v1/admin/auth/signin/', { ...jsonBody('POST', body), auth: false })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: expect.any(String), code: 'invalid_credentials' })
  })
})

describe('bearer tokens', () => {
  test.each([
    ['no Authorization header', undefined],
    ['a malformed token', 'Bearer not.a.jwt'],
    ['another scheme', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
  ])('%s answers 401 token_not_valid', async (_, header) => {
    const response = await server.call('/v1/admin/users/customers/', { auth: false, headers: header ? { Authorization: header } : {} })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: expect.any(String), code: 'token_not_valid' })
  })

  test('a refresh token is not an access token', async () => {
    const response = await profileWith(server, server.refresh)
    expect(response.status).toBe(401)
  })

  test('a token signed with another secret is refused', async () => {
    const other = await startTestServer({ customers: 1 })
    try {
      const foreign = await signIn(other)
      expect((await profileWith(server, foreign.access)).status).toBe(401)
    } finally {
      await other.close()
    }
  })

  test('an expired access token answers 401 token_not_valid, and a refresh brings a working one', async () => {
    const shortLived = await startTestServer({ customers: 1, accessTokenTtl: 1 })
    try {
      const pair = await signIn(shortLived)
      const answer = await firstRefusal(() => profileWith(shortLived, pair.access))
      expect(answer.status).toBe(401)
      expect(await answer.json()).toMatchObject({ code: 'token_not_valid' })
      const renewed = (await (await refresh(shortLived, pair.refresh)).json()) as { access: string }
      expect((await profileWith(shortLived, renewed.access)).status).toBe(200)
    } finally {
      await shortLived.close()
    }
  })
})

describe('refresh tokens rotate', () => {
  test('a refresh token works once; used again once its pair is in use, it answers 401 token_not_valid', async () => {
    const pair = await signIn(server)
    const first = await refresh(server, pair.refresh)
    expect(first.status).toBe(200)
    const renewed = (await first.json()) as { access: string; refresh: string }
    expect(renewed.refresh).not.toBe(pair.refresh)
    expect((await refresh(server, renewed.refresh)).status).toBe(200)
    const again = await refresh(server, pair.refresh)
    expect(again.status).toBe(401)
    expect(await again.json()).toMatchObject({ code: 'token_not_valid' })
  })

  test('within the reuse grace, a spent token answers the pair it was spent for, and nothing new', async () => {
    const pair = await signIn(server)
    const renewed = await (await refresh(server, pair.refresh)).json()
    // The page that sent the first refresh went away before the answer came: it asks again.
    const askedAgain = await refresh(server, pair.refresh)
    expect(askedAgain.status).toBe(200)
    expect(await askedAgain.json()).toEqual(renewed)
  })

  test('ten refreshes with one token at the same moment: all answer one and the same pair', async () => {
    const pair = await signIn(server)
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(server, pair.refresh)))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200))
    const pairs = await Promise.all(answers.map((answer) => answer.json()))
    expect(new Set(pairs.map((answered) => JSON.stringify(answered))).size).toBe(1)
  })

  test('without the reuse grace (REFRESH_REUSE_GRACE=0): the second use answers 401, and of ten at once exactly one wins', async () => {
    const strict = await startTestServer({ customers: 1, refreshReuseGrace: 0 })
    try {
      const pair = await signIn(strict)
      expect((await refresh(strict, pair.refresh)).status).toBe(200)
      expect((await refresh(strict, pair.refresh)).status).toBe(401)
      const other = await signIn(strict)
      const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(strict, other.refresh)))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array.from({ length: 9 }, () => 401)])
    } finally {
      await strict.close()
    }
  })

  test('the grace ends: a spent token is refused once its seconds are over', async () => {
    const brief = await startTestServer({ customers: 1, refreshReuseGrace: 1 })
    try {
      const pair = await signIn(brief)
      expect((await refresh(brief, pair.refresh)).status).toBe(200)
      const again = await firstRefusal(() => refresh(brief, pair.refresh))
      expect(again.status).toBe(401)
      expect(await again.json()).toMatchObject({ code: 'token_not_valid' })
    } finally {
      await brief.close()
    }
  })

  test('the test control turns the grace off and back on', async () => {
    const switchGrace = async (enabled: boolean) =>
      expect((await server.call('/__test__/refresh-reuse-grace', jsonBody('PUT', { enabled }))).status).toBe(204)
    await switchGrace(false)
    try {
      const pair = await signIn(server)
      expect((await refresh(server, pair.refresh)).status).toBe(200)
      expect((await refresh(server, pair.refresh)).status).toBe(401)
    } finally {
      await switchGrace(true)
    }
    const pair = await signIn(server)
    expect((await refresh(server, pair.refresh)).status).toBe(200)
    expect((await refresh(server, pair.refresh)).status).toBe(200)
  })

  test('an access token is not a refresh token', async () => {
    expect((await refresh(server, server.access)).status).toBe(401)
  })

  test('revoked refresh tokens are refused (test control), a spent one within its grace too', async () => {
    const pair = await signIn(server)
    const spent = await signIn(server)
    expect((await refresh(server, spent.refresh)).status).toBe(200)
    expect((await server.call('/__test__/revoke-refresh-tokens', { method: 'POST' })).status).toBe(200)
    expect((await refresh(server, pair.refresh)).status).toBe(401)
    expect((await refresh(server, spent.refresh)).status).toBe(401)
    const after = await signIn(server)
    expect((await refresh(server, after.refresh)).status).toBe(200)
  })
})
