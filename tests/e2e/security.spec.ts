import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { distDir } from './build-console'
import { expect, listScreens, readStoredTokens, signIn, storeAccessToken, tamperedToken, test } from './fixtures'

// The SPA fallback serves index.html for every route; each of these must carry the headers.
const servedPages = ['/', '/sign-in', '/users', '/users/00000000-0000-4000-8000-000000000000', '/no-such-page']
const safeReferrerPolicies = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']

/** Directive name -> its sources, as the browser reads a Content-Security-Policy header. */
function parseContentSecurityPolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const directive of header.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

for (const path of servedPages) {
  test(`${path} is served with a strict Content-Security-Policy, nosniff and a Referrer-Policy`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    const headers = response.headers()

    const policy = parseContentSecurityPolicy(headers['content-security-policy'] ?? '')
    // Without script-src the browser falls back to default-src; without either, scripts are unrestricted.
    const scriptSources = policy.get('script-src') ?? policy.get('default-src')
    expect(scriptSources, 'script-src (or default-src) is set').toBeDefined()
    expect(scriptSources).not.toContain("'unsafe-inline'")
    expect(scriptSources).not.toContain('*')
    expect(scriptSources).not.toContain('data:')
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(safeReferrerPolicies).toContain(headers['referrer-policy'])
  })
}

/** Inline scripts, inline event handlers and javascript: URLs in an HTML document, as its DOM sees them. */
async function inlineScriptsIn(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html')
    const found: string[] = []
    for (const element of document.querySelectorAll('*')) {
      if (element.localName === 'script' && !element.hasAttribute('src')) found.push(element.outerHTML.slice(0, 120))
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) found.push(`${element.localName}[${attribute.name}]`)
        if (/^\s*javascript:/i.test(attribute.value)) found.push(`${element.localName}[${attribute.name}=javascript:]`)
      }
    }
    return found
  }, html)
}

test('the built and the served index.html have no inline script', async ({ page, request }) => {
  const built = readFileSync(join(distDir, 'index.html'), 'utf8')
  const served = await (await request.get('/sign-in')).text()

  expect(built).toContain('<script')
  expect(await inlineScriptsIn(page, built)).toEqual([])
  expect(await inlineScriptsIn(page, served)).toEqual([])
})

test('a whole session breaks no rule of the Content-Security-Policy', async ({ context, page }) => {
  const violations: string[] = []
  await context.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(violation: string): void }).reportCspViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })

  await signIn(page)
  const sections = page.getByRole('navigation', { name: 'Разделы' })
  for (const screen of listScreens) {
    await sections.getByRole('link', { name: screen.title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  }

  expect(violations).toEqual([])
})

test('tokens never appear in a URL or a console message during a session', async ({ context, page }) => {
  const urls: string[] = []
  const consoleMessages: string[] = []
  const tokens = new Set<string>()
  context.on('request', (request) => urls.push(request.url()))
  page.on('framenavigated', (frame) => urls.push(frame.url()))
  context.on('console', (message) => consoleMessages.push(message.text()))
  context.on('weberror', (webError) => consoleMessages.push(String(webError.error())))
  const rememberTokens = async () => {
    const stored = await readStoredTokens(page)
    for (const token of [stored.access, stored.refresh]) if (token) tokens.add(token)
  }

  await signIn(page)
  await rememberTokens()
  const sections = page.getByRole('navigation', { name: 'Разделы' })
  for (const screen of listScreens) {
    await sections.getByRole('link', { name: screen.title, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title)
  }
  // A rejected access token makes the console refresh: the new pair must stay out of sight too.
  await storeAccessToken(page, tamperedToken([...tokens][0] ?? ''))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listScreens.at(-1)?.title ?? '')
  await rememberTokens()
  await page.getByRole('button', { name: 'Выйти' }).click()
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible()

  expect(tokens.size).toBeGreaterThanOrEqual(4)
  expect(urls.length).toBeGreaterThan(0)
  for (const token of tokens) {
    // Matching the signature also catches a token that was cut or re-encoded around it.
    const signature = token.split('.')[2] ?? token
    expect(urls.filter((url) => url.includes(signature))).toEqual([])
    expect(consoleMessages.filter((message) => message.includes(signature))).toEqual([])
  }
})
