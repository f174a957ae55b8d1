import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test'
import { startServer } from '../../server/start'
import { distDir } from './build-console'

export { expect }

export const demoCredentials = { email: 'admin@example.com', password: 'admin12345' } as const

/** The product name the console was built with (build-console.ts builds with the same default). */
export const productName: string = process.env.VITE_PRODUCT_NAME || 'Heatmap Admin'

/**
 * Access tokens live 20 s in the end-to-end server (global-setup.ts): long enough for a test to sign
 * in and act, short enough that a test can wait for a real expiry.
 */
export const e2eAccessTokenTtl = 20

export const refreshPath = '/v1/admin/auth/refresh/'
export const customersPath = '/v1/admin/users/customers/'

/** The routed screens with their titles; the customer page needs a uuid, see customerScreen. */
export const listScreens = [
  { path: '/dashboard', title: 'Дэшбоард' },
  { path: '/users', title: 'Пользователи' },
  { path: '/stats', title: 'Статистика' },
  { path: '/benchmarks', title: 'Нормы' },
  { path: '/requests', title: 'Запросы клиентов' },
  { path: '/request-accounts', title: 'Кабинеты клиентов' },
  { path: '/referrals', title: 'Рефералы' },
] as const

/** Every screen with a table, and the grid that shows its rows are in. */
export const gridScreens = [
  { path: '/dashboard', grid: 'Последние операции' },
  { path: '/users', grid: 'Пользователи' },
  { path: '/operations', grid: 'Операции' },
  { path: '/stats', grid: 'Пользователи за период' },
  { path: '/benchmarks', grid: 'Нормы' },
  { path: '/requests', grid: 'Запросы клиентов' },
  { path: '/request-accounts', grid: 'Кабинеты клиентов' },
  { path: '/referrals', grid: 'Реферальные коды' },
  { path: '/referrals?tab=links', grid: 'Реферальные связи' },
] as const

/** A customer as the API lists them: enough to find their page and what heads it. */
export interface ListedCustomer {
  customer_uuid: string
  first_name: string
  last_name: string
  email: string
}

/** The page is headed by the customer's name (the e-mail without one); the document title stays «О пользователе». */
export function customerScreen(customer: ListedCustomer): { path: string; title: string; heading: string } {
  const name = `${customer.first_name} ${customer.last_name}`.trim() || customer.email
  return { path: `/users/${customer.customer_uuid}`, title: 'О пользователе', heading: name }
}

export function documentTitle(title: string): string {
  return `${title} - ${productName}`
}

/** A fault of the reference server's test-only switch: matching calls answer `status` (or hang). */
export interface Fault {
  method: string
  path: string
  status?: number
  hang?: boolean
  times?: number
}

/** The reference server's test-only controls (testControls: true in global-setup). */
export interface TestControls {
  addFault(fault: Fault): Promise<void>
  clearFaults(): Promise<void>
  revokeRefreshTokens(): Promise<void>
  /** For this test, a spent refresh token is refused at once: a strictly rotating backend, without the reuse grace. */
  withoutRefreshReuseGrace(): Promise<void>
  /** Requests the server saw for an exact path since the last clearRequests(). */
  requestCount(path: string): Promise<number>
  clearRequests(): Promise<void>
}

function createTestControls(request: APIRequestContext): TestControls & { restore(): Promise<void> } {
  let graceOff = false
  const switchGrace = async (enabled: boolean) => {
    await ok(await request.put('/__test__/refresh-reuse-grace', { data: { enabled } }))
    graceOff = !enabled
  }
  const ok = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
    return response
  }
  return {
    addFault: async (fault) => void (await ok(await request.post('/__test__/faults', { data: fault }))),
    clearFaults: async () => void (await ok(await request.delete('/__test__/faults'))),
    revokeRefreshTokens: async () => void (await ok(await request.post('/__test__/revoke-refresh-tokens'))),
    withoutRefreshReuseGrace: () => switchGrace(false),
    requestCount: async (path) => {
      const response = await ok(await request.get('/__test__/requests', { params: { path } }))
      const body = (await response.json()) as { count: number }
      return body.count
    },
    clearRequests: async () => void (await ok(await request.delete('/__test__/requests'))),
    /** Server-wide switches back as the worker's next test expects them. */
    restore: async () => {
      await ok(await request.delete('/__test__/faults'))
      if (graceOff) await switchGrace(true)
    },
  }
}

/** Every request the page's context sent, in order, for counting what the browser really did. */
export class RequestLog {
  readonly requests: Request[] = []

  count(method: string, path: string): number {
    return this.requests.filter((request) => request.method() === method && new URL(request.url()).pathname === path).length
  }

  clear(): void {
    this.requests.length = 0
  }
}

/**
 * Each worker has a reference server of its own, on a free port, with a fresh seeded database, the
 * test controls and the console that global-setup.ts built: faults and token revocations stay
 * within the worker's tests, so workers run side by side.
 */
export const test = base.extend<{ testControls: TestControls; requestLog: RequestLog }, { consoleServer: { url: string } }>({
  consoleServer: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const databaseDirectory = mkdtempSync(join(tmpdir(), 'console-e2e-'))
      const server = await startServer({
        port: 0,
        host: '127.0.0.1',
        databaseFile: join(databaseDirectory, 'e2e.sqlite'),
        seed: 1,
        customers: 300,
        accessTokenTtl: e2eAccessTokenTtl,
        testControls: true,
        staticDir: distDir,
      })
      await use({ url: server.url })
      await server.close()
      rmSync(databaseDirectory, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ consoleServer }, use) => use(consoleServer.url),
  testControls: async ({ request }, use) => {
    const controls = createTestControls(request)
    await use(controls)
    // Faults and switches are server-wide: never leave one behind for the next test.
    await controls.restore()
  },
  requestLog: async ({ context }, use) => {
    const log = new RequestLog()
    context.on('request', (request) => log.requests.push(request))
    await use(log)
  },
})

/**
 * How long the console has to show what the event stream said. The goal is 2 s; this is room for a
 * machine busy several times over, still far under what would show it otherwise (a poll's 30 s, the
 * 45 s a presence lives unrepeated).
 */
export const pushed = { timeout: 10_000 }

/** The toasts' region: a notice is also said in the live regions, so its text is looked for here. */
export function notices(page: Page): Locator {
  return page.getByRole('region', { name: /Уведомления/ })
}

/** The signed-in admin's e-mail in the sidebar («Сеанс»); other e-mails of the admin (the journal) are elsewhere. */
export function sessionEmail(page: Page): Locator {
  return page.getByRole('group', { name: 'Сеанс' }).getByText(demoCredentials.email)
}

/** Signs in through the form, as a user does, and waits for the users list the console lands on. */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.goto('/sign-in')
  await page.getByLabel('Электронная почта').fill(demoCredentials.email)
  await page.getByLabel('Пароль').fill(demoCredentials.password)
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible()
}

export interface Credentials {
  email: string
  password: string
}

/** The seeded staff of the other roles (README lists them). */
export const support: Credentials = { email: 'support@example.com', password: 'support12345' }
export const finance: Credentials = { email: 'finance@example.com', password: 'finance12345' }

/**
 * Opens `at` (the users list by default) signed in as `as` (the demo admin): the tokens come from the
 * sign-in call and are put where the console keeps them, as after an earlier visit, which spares each
 * test the form (session.spec.ts signs in through it). Waits for the signed-in shell's sections.
 */
export async function signIn(page: Page, { as = demoCredentials, at = '/users' }: { as?: Credentials; at?: string } = {}): Promise<void> {
  const response = await page.request.post('/v1/admin/auth/signin/', { data: as })
  expect(response.status(), await response.text()).toBe(200)
  const { access, refresh } = (await response.json()) as { access: string; refresh: string }
  // localStorage belongs to the origin: a static file of the console opens it without starting the console.
  await page.goto('/favicon.svg')
  await page.evaluate(
    (stored) => {
      for (const [key, token] of Object.entries(stored)) window.localStorage.setItem(key, JSON.stringify(token))
    },
    { access_token: access, refresh_token: refresh },
  )
  await page.goto(at)
  // Looked for by element, not role: a drawer that `at` opens hides the screen from the accessibility tree.
  await expect(page.locator('nav[aria-label="Разделы"]')).toBeVisible()
  await expect(page.locator('main h1')).toBeVisible()
}

export interface StoredTokens {
  access: string | null
  refresh: string | null
}

/** The tokens as the console stores them: JSON strings in localStorage (null = key absent). */
export async function readStoredTokens(page: Page): Promise<StoredTokens> {
  return page.evaluate(() => {
    const read = (key: string): string | null => {
      const raw = window.localStorage.getItem(key)
      if (raw === null) return null
      try {
        const value: unknown = JSON.parse(raw)
        return typeof value === 'string' ? value : raw
      } catch {
        return raw
      }
    }
    return { access: read('access_token'), refresh: read('refresh_token') }
  })
}

/** Overwrites the stored access token; the console reads it on the next page load. */
export async function storeAccessToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('access_token', JSON.stringify(value)), token)
}

/** The same JWT with a well-formed but wrong signature: the server answers it 401 token_not_valid. */
export function tamperedToken(token: string): string {
  const [header = '', payload = '', signature = ''] = token.split('.')
  return `${header}.${payload}.${'A'.repeat(Math.max(signature.length, 43))}`
}

/** The admin's access tokens for calls over HTTP (not through a page), one for each request context. */
const accessTokens = new WeakMap<APIRequestContext, { access: string; at: number }>()

/** The admin's access token, from a sign-in over HTTP made anew when the last token is half its life old. */
async function adminAccessToken(request: APIRequestContext): Promise<string> {
  let token = accessTokens.get(request)
  if (token === undefined || Date.now() - token.at > (e2eAccessTokenTtl * 1000) / 2) {
    const signInResponse = await request.post('/v1/admin/auth/signin/', { data: demoCredentials })
    token = { access: ((await signInResponse.json()) as { access: string }).access, at: Date.now() }
    accessTokens.set(request, token)
  }
  return token.access
}

/** Calls the API as the admin; throws on a non-2xx answer. */
export async function apiCall(
  request: APIRequestContext,
  method: 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<Record<string, string> | null> {
  const headers = { Authorization: `Bearer ${await adminAccessToken(request)}` }
  const response = await request.fetch(path, { method, data, headers })
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}`)
  return response.status() === 204 ? null : ((await response.json()) as Record<string, string>)
}

/** Reads the API as the admin: what a test checks against. Throws on a non-2xx answer. */
export async function apiGet<Body>(request: APIRequestContext, path: string, params: Record<string, string | number> = {}): Promise<Body> {
  const headers = { Authorization: `Bearer ${await adminAccessToken(request)}` }
  const response = await request.get(path, { params, headers })
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`)
  return (await response.json()) as Body
}

/** A cell's text as a person reads it (the browser's innerText): its lines apart by a space, as its title gives it. */
export async function readableText(cell: Locator): Promise<string> {
  return cell.evaluate((element: HTMLElement) => element.innerText.replace(/\s*\n\s*/g, ' ').trim())
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, presses = 60): Promise<void> {
  for (let count = 0; count < presses; count += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
  }
  throw new Error('Tab never reached the element')
}

/** A customer uuid from the API itself, signing in over HTTP (not through a page). */
export async function firstCustomer(request: APIRequestContext): Promise<ListedCustomer> {
  const body = await apiGet<{ results: ListedCustomer[] }>(request, customersPath, { page_size: 1 })
  const customer = body.results[0]
  if (!customer) throw new Error('The seeded database has no customers')
  return customer
}

export async function firstCustomerUuid(request: APIRequestContext): Promise<string> {
  return (await firstCustomer(request)).customer_uuid
}

/** A client request of its own, with a title no other has (`what` and the time): the newest, so a list shows it first. */
export async function freshClientRequest(
  request: APIRequestContext,
  what: string,
): Promise<{ client_request_uuid: string; title: string }> {
  const accounts = await apiGet<{ results: { client_request_account_uuid: string }[] }>(request, '/v1/admin/client-requests-accounts/')
  const account = accounts.results[0]
  if (!account) throw new Error('The seeded database has no client accounts')
  const title = `${what} ${Date.now()}`
  const created = await apiCall(request, 'POST', '/v1/admin/client-requests/create/', {
    client_request_account_uuid: account.client_request_account_uuid,
    title,
  })
  return { client_request_uuid: String(created?.client_request_uuid), title }
}

/**
 * Waits until no fade or slide runs (a drawer or dialog that is still appearing has blended colours):
 * animations that never end (a spinner) and those driven by scrolling (the table's header) do not count.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          !(animation.timeline instanceof DocumentTimeline) ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}

/** The rules whose outcome depends on colours: all that a second colour scheme can change. */
const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now and fails on serious or
 * critical violations, listing each with the elements it found; `onlyColours`: the colour rules alone.
 */
export async function expectNoSeriousA11yViolations(page: Page, { onlyColours = false }: { onlyColours?: boolean } = {}): Promise<void> {
  // Judged as the person sees the page at rest, not half-way through a fade.
  await animationsSettled(page)
  const builder = new AxeBuilder({ page })
  // In the page itself, rather than frame by frame with a blank page to merge the results: the
  // console has no frames, and this takes half the time.
  builder.setLegacyMode(true)
  // Only the violations in full: the passes of every node made a 1.5 MB answer on a list screen, and
  // half the time of a run. Set before the rules, which `options` would otherwise replace.
  builder.options({ resultTypes: ['violations'] })
  if (onlyColours) builder.withRules(colourRules)
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  const results = await builder.analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = serious
    .map((violation) =>
      [
        `[${violation.impact}] ${violation.id}: ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `  - ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`),
      ].join('\n'),
    )
    .join('\n\n')
  // The report goes in the message, so that a failure reads as a list rather than axe's raw objects.
  expect(serious.length, `Serious or critical accessibility violations on ${page.url()}:\n\n${report}\n`).toBe(0)
}

/**
 * The theme follows the system by default: judge the page in both schemes, since contrast differs.
 * The dark one is judged on the colour rules only: no other rule's outcome depends on the scheme.
 */
export async function expectNoSeriousA11yViolationsInLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    // Reduced motion: colours switch at once, so axe never measures one halfway through a transition.
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
    await expectNoSeriousA11yViolations(page, { onlyColours: colorScheme === 'dark' })
  }
}
