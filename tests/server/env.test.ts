import { resolveOptions } from '../../server/backend'
import { backendOptionsFromEnv } from '../../server/env'

/** The journal switch, the proxy trust and the throttles' limits read from the environment (README's table). */

const resolved = (env: Record<string, string>) => resolveOptions(backendOptionsFromEnv(env, '/srv'))

test('defaults: journal kept, X-Forwarded-For not trusted, 5 failures, 60 s doubling up to 15 min, generous refreshes', () => {
  expect(resolved({})).toMatchObject({
    auditLog: true,
    trustProxy: false,
    signInThrottle: { maxFailuresPerAccount: 5, maxFailuresPerAddress: 5, windowSeconds: 900, firstWaitSeconds: 60, maxWaitSeconds: 900 },
    refreshThrottle: { perFamily: 60, perAddress: 600, windowSeconds: 60 },
    approvalThreshold: 50_000,
    approvalTtl: 86_400,
  })
})

test('every variable is read', () => {
  const options = resolved({
    AUDIT_LOG: '0',
    TRUST_PROXY: '1',
    SIGNIN_MAX_FAILURES: '3',
    SIGNIN_MAX_FAILURES_PER_ADDRESS: '20',
    SIGNIN_FAILURE_WINDOW: '600',
    SIGNIN_FIRST_WAIT: '5',
    SIGNIN_MAX_WAIT: '120',
    REFRESH_MAX_PER_FAMILY: '10',
    REFRESH_MAX_PER_ADDRESS: '50',
    REFRESH_WINDOW: '30',
    APPROVAL_THRESHOLD: '10000',
    APPROVAL_TTL_SECONDS: '3600',
  })
  expect(options).toMatchObject({
    auditLog: false,
    trustProxy: true,
    signInThrottle: { maxFailuresPerAccount: 3, maxFailuresPerAddress: 20, windowSeconds: 600, firstWaitSeconds: 5, maxWaitSeconds: 120 },
    refreshThrottle: { perFamily: 10, perAddress: 50, windowSeconds: 30 },
    approvalThreshold: 10_000,
    approvalTtl: 3600,
  })
})

test.each([
  ['AUDIT_LOG', 'maybe'],
  ['TRUST_PROXY', 'yes'],
  ['SIGNIN_MAX_FAILURES', '0'],
  ['SIGNIN_FIRST_WAIT', '1.5'],
  ['REFRESH_WINDOW', '-1'],
  ['APPROVAL_THRESHOLD', '-5'],
  ['APPROVAL_TTL_SECONDS', '0'],
])('%s=%s is refused at start', (name, value) => {
  expect(() => backendOptionsFromEnv({ [name]: value }, '/srv')).toThrow(name)
})
