import type { AuditEntryPage } from '../../contract/schemas/audit-log'
import { defaultSignInLimits, RefreshThrottle, SignInThrottle } from '../../server/auth/throttle'
import { ApiError } from '../../server/core/errors'
import type { StartServerOptions } from '../../server/start'
import { admin, jsonBody, startTestServer, type TestServer } from './helpers'

/**
 * Sign-in and refresh throttling. The servers here trust X-Forwarded-For (trustProxy), so that
 * each test can come from addresses of its own; one test shows the header is ignored otherwise.
 */

const servers: TestServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

async function serverWith(options: Partial<StartServerOptions>): Promise<TestServer> {
  const server = await startTestServer({ customers: 5, trustProxy: true, ...options })
  servers.push(server)
  return server
}

const wrong = 'wrong-password'
let addressCounter = 0
/** An address no other call of this file used. */
const freshAddress = () => {
  addressCounter += 1
  return `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`
}

function signIn(server: TestServer, email: string, password: string, address = freshAddress()): Promise<Response> {
  return server.call('/v1/admin/auth/signin/', { ...jsonBody('POST', { email, password }, { 'X-Forwarded-For': address }), auth: false })
}

async function statusAndBody(response: Response): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sign-in', () => {
  test('from the 6th failure of an account, 429 with Retry-After whatever the password and the address; journaled', async () => {
    const server = await serverWith({})
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await signIn(server, admin.email, wrong)).status, `attempt ${attempt}`).toBe(401)
    for (const password of [admin.password, wrong]) {
      const answer = await statusAndBody(await signIn(server, admin.email.toUpperCase(), password))
      expect(answer.status).toBe(429)
      expect(answer.body).toEqual({ detail: expect.stringMatching(/Повторите через \d+ с/), code: 'throttled' })
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(59)
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(defaultSignInLimits.firstWaitSeconds)
    }
    const journal = await server.json<AuditEntryPage>(`/v1/admin/audit-log/?actor_email=${admin.email}&page_size=7`)
    expect(journal.results.map((entry) => entry.action)).toEqual([
      'sign_in_throttled',
      'sign_in_throttled',
      ...Array.from({ length: 5 }, () => 'sign_in_failed'),
    ])
  })

  test('per client address: the 6th failure from one address throttles it for every account, not other addresses', async () => {
    const server = await serverWith({})
    const address = freshAddress()
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await signIn(server, `guess${attempt}@example.com`, wrong, address)).status).toBe(401)
    expect((await signIn(server, admin.email, admin.password, address)).status).toBe(429)
    expect((await signIn(server, admin.email, admin.password)).status).toBe(200)
  })

  test('a success resets the account’s count', async () => {
    const server = await serverWith({})
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await signIn(server, admin.email, wrong)).status).toBe(401)
    expect((await signIn(server, admin.email, admin.password)).status).toBe(200)
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await signIn(server, admin.email, wrong)).status, `attempt ${attempt} after the success`).toBe(401)
    expect((await signIn(server, admin.email, admin.password)).status).toBe(429)
  })

  test('an unknown account is counted and answered alike', async () => {
    const server = await serverWith({})
    const sequence = async (email: string) => {
      const answers = []
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        const answer = await statusAndBody(await signIn(server, email, wrong))
        answers.push({ ...answer, retryAfter: answer.retryAfter === null ? null : 'seconds' })
      }
      return answers
    }
    const known = await sequence(admin.email)
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429])
    expect(await sequence('nobody@example.com')).toEqual(known)
    const journal = await server.json<AuditEntryPage>('/v1/admin/audit-log/?actor_email=nobody@example.com')
    expect(journal.results.map((entry) => [entry.action, entry.actor_uuid])).toEqual([
      ['sign_in_throttled', null],
      ...Array.from({ length: 5 }, () => ['sign_in_failed', null]),
    ])
  })

  test('an unknown account takes about as long as a known one (medians)', async () => {
    const server = await serverWith({ signInThrottle: { maxFailuresPerAccount: 1000, maxFailuresPerAddress: 1000 } })
    const timed = async (email: string) => {
      const started = performance.now()
      expect((await signIn(server, email, wrong)).status).toBe(401)
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 9; round += 1) {
      known.push(await timed(admin.email))
      unknown.push(await timed(`nobody${round}@example.com`))
    }
    const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0
    // loose on purpose: the machine is shared; a missing hash check would make the unknown one many times faster
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5)
    expect(median(unknown) / median(known)).toBeLessThan(2)
  })

  test('the wait doubles with each further failure, up to the cap', async () => {
    const server = await serverWith({ signInThrottle: { firstWaitSeconds: 1, maxWaitSeconds: 2 } })
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await signIn(server, admin.email, wrong)).status).toBe(401)
    const waits: number[] = []
    for (let round = 0; round < 3; round += 1) {
      const throttled = await signIn(server, admin.email, wrong)
      expect(throttled.status).toBe(429)
      waits.push(Number(throttled.headers.get('retry-after')))
      // after the wait, one more wrong password: counted, and the next wait is longer
      let answer = throttled
      while (answer.status === 429) {
        await sleep(200)
        answer = await signIn(server, admin.email, wrong)
      }
      expect(answer.status).toBe(401)
    }
    expect(waits).toEqual([1, 2, 2])
  })

  test('failures older than the window are forgotten; the waits grow 60, 120, 240, 480, 900, 900 s (a clock of our own)', () => {
    let now = 1_000_000
    const throttle = new SignInThrottle(defaultSignInLimits, () => now)
    const retryAfter = () => {
      try {
        throttle.attempt('a@example.com', 'address')
        return 0
      } catch (error) {
        if (!(error instanceof ApiError)) throw error
        return Number(error.headers['Retry-After'])
      }
    }
    for (let attempt = 0; attempt < 5; attempt += 1) expect(retryAfter()).toBe(0)
    const waits: number[] = []
    for (let round = 0; round < 6; round += 1) {
      const wait = retryAfter()
      waits.push(wait)
      now += wait
      expect(retryAfter()).toBe(0)
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900])
    // 15 minutes and a second without a failure: counted afresh
    now += 900 + 900 + 1
    for (let attempt = 0; attempt < 5; attempt += 1) expect(retryAfter()).toBe(0)
    expect(retryAfter()).toBe(60)
  })

  test('guesses sent at once are counted before any is checked', async () => {
    const server = await serverWith({})
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn(server, admin.email, wrong)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array.from({ length: 5 }, () => 401),
      ...Array.from({ length: 7 }, () => 429),
    ])
  })

  test('X-Forwarded-For is ignored without trustProxy: the socket’s address counts', async () => {
    const server = await serverWith({ trustProxy: false, signInThrottle: { maxFailuresPerAddress: 2 } })
    expect((await signIn(server, 'one@example.com', wrong)).status).toBe(401)
    expect((await signIn(server, 'two@example.com', wrong)).status).toBe(401)
    expect((await signIn(server, admin.email, admin.password)).status).toBe(429)
    // the test control forgets the counts
    expect((await server.call('/__test__/throttle', { method: 'DELETE' })).status).toBe(204)
    expect((await signIn(server, admin.email, admin.password)).status).toBe(200)
  })
})

describe('refresh', () => {
  const refresh = (server: TestServer, token: string, address = '10.9.9.9') =>
    server.call('/v1/admin/auth/refresh/', { ...jsonBody('POST', { refresh: token }, { 'X-Forwarded-For': address }), auth: false })

  test('a normal day never meets the default limits: 40 refreshes of one family in a row', async () => {
    const server = await serverWith({})
    let token = server.refresh
    for (let round = 0; round < 40; round += 1) {
      const response = await refresh(server, token)
      expect(response.status, `refresh ${round + 1}`).toBe(200)
      token = ((await response.json()) as { refresh: string }).refresh
    }
  })

  test('per token family: over the limit 429 with Retry-After; another sign-in’s family is not affected', async () => {
    const server = await serverWith({ refreshThrottle: { perFamily: 3 } })
    let token = server.refresh
    for (let round = 0; round < 3; round += 1) {
      const response = await refresh(server, token, freshAddress())
      expect(response.status).toBe(200)
      token = ((await response.json()) as { refresh: string }).refresh
    }
    const throttled = await statusAndBody(await refresh(server, token, freshAddress()))
    expect(throttled).toMatchObject({ status: 429, body: { detail: expect.any(String), code: 'throttled' } })
    expect(Number(throttled.retryAfter)).toBeGreaterThanOrEqual(1)
    const other = (await (await signIn(server, admin.email, admin.password)).json()) as { refresh: string }
    expect((await refresh(server, other.refresh, freshAddress())).status).toBe(200)
  })

  test('per address: over the limit 429 for any token from it, other addresses unaffected', async () => {
    const server = await serverWith({ refreshThrottle: { perAddress: 3 } })
    const address = freshAddress()
    for (let round = 0; round < 3; round += 1) expect((await refresh(server, 'not-a-token', address)).status).toBe(401)
    expect((await refresh(server, server.refresh, address)).status).toBe(429)
    expect((await refresh(server, server.refresh, freshAddress())).status).toBe(200)
  })

  test('the window restarts (a clock of our own)', () => {
    let now = 5000
    const throttle = new RefreshThrottle({ perFamily: 2, perAddress: 100, windowSeconds: 60 }, () => now)
    throttle.ofFamily('f')
    throttle.ofFamily('f')
    expect(() => throttle.ofFamily('f')).toThrow(ApiError)
    now += 60
    expect(() => throttle.ofFamily('f')).not.toThrow()
  })
})
