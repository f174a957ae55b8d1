import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, get, request, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { crc32, gunzipSync } from 'node:zlib'
import Database from 'better-sqlite3'
import Papa from 'papaparse'
import type { ClientRequestPage } from '../../contract/schemas/client-requests'
import { elamaReportColumns } from '../../contract/schemas/finance'
import { csvDocument } from '../../server/http/csv'
import { jsonBody, startTestServer, type TestServer } from './helpers'

let server: TestServer
let staticDir: string
const consoleOrigin = 'https://console.example.com'
const largeScript = `export const rows = [${Array.from({ length: 400 }, (_, row) => `{ id: ${row}, name: "строка ${row}" }`).join(', ')}]`

/** A GET whose body is left as sent (fetch would undo the gzip). */
function rawGet(path: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolvePromise, reject) => {
    get(`${server.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolvePromise({ headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'console-dist-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Heatmap Admin</title><div id="root"></div>')
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app")')
  writeFileSync(join(staticDir, 'assets', 'framework-abc123.js'), largeScript)
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  server = await startTestServer({ staticDir, corsOrigins: [consoleOrigin] })
})
afterAll(async () => {
  await server.close()
  rmSync(staticDir, { recursive: true, force: true })
})

describe('serving the console', () => {
  test('hashed assets are cached for a year, with their content type', async () => {
    const response = await server.call('/assets/index-abc123.js', { auth: false })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe('console.log("app")')
  })

  test('text assets go gzipped to a browser that accepts it, and as they are to one that does not', async () => {
    const gzipped = await rawGet('/assets/framework-abc123.js', 'gzip, br')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toBe('Accept-Encoding')
    expect(gzipped.body.length).toBeLessThan(Buffer.byteLength(largeScript) / 2)
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(largeScript)

    for (const acceptEncoding of ['identity', 'gzip;q=0, br']) {
      const plain = await rawGet('/assets/framework-abc123.js', acceptEncoding)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(plain.body.toString('utf8')).toBe(largeScript)
    }
  })

  test.each(['/', '/users', '/users/3f2c9d1e-0000-4000-8000-000000000000', '/stats?period=week'])(
    'GET %s answers index.html, revalidated',
    async (path) => {
      const response = await server.call(path, { auth: false, headers: { Accept: 'text/html' } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-cache')
      expect(await response.text()).toContain('<div id="root">')
    },
  )

  test('a missing asset is a 404, not the page; a path outside the directory is never served', async () => {
    expect((await server.call('/assets/missing-1.js', { auth: false })).status).toBe(404)
    const traversal = await server.call('/..%2F..%2Fetc%2Fpasswd', { auth: false, headers: { Accept: 'text/html' } })
    expect(await traversal.text()).not.toContain('root:')
  })

  test('API paths never fall back to the page', async () => {
    const response = await server.call('/v1/admin/unknown/', { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: expect.any(String) })
  })

  test.each(['/', '/assets/index-abc123.js', '/v1/admin/profile/', '/v1/openapi.json', '/v1/admin/users/customers/?page=0'])(
    'security headers on %s',
    async (path) => {
      const response = await server.call(path)
      const policy = response.headers.get('content-security-policy') ?? ''
      expect(policy).toContain("default-src 'self'")
      expect(policy).toContain("script-src 'self'")
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(policy).toContain("img-src 'self' data: blob:")
      expect(policy).toContain(`connect-src 'self' ${consoleOrigin}`)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("base-uri 'self'")
      expect(policy).toContain("form-action 'self'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.has('x-powered-by')).toBe(false)
    },
  )
})

describe('kept-alive connections', () => {
  it('are kept 65 s, and the answer says so: a client pausing about 5 s between calls is not cut off as it sends', async () => {
    const agent = new Agent({ keepAlive: true })
    const keepAlive = await new Promise<IncomingHttpHeaders['keep-alive']>((resolve, reject) => {
      request(
        `${server.url}/v1/admin/auth/signin/`,
        { agent, method: 'POST', headers: { 'Content-Type': 'application/json' } },
        (response) => {
          response.resume()
          resolve(response.headers['keep-alive'])
        },
      )
        .on('error', reject)
        .end(JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }))
    })
    agent.destroy()
    expect(keepAlive).toBe('timeout=65')
  })
})

describe('CORS for the configured origins', () => {
  test('a preflight from an allowed origin names the headers the console sends and reads', async () => {
    const response = await server.call('/v1/admin/users/customers/x/fill_up_balance/', {
      method: 'OPTIONS',
      auth: false,
      headers: {
        Origin: consoleOrigin,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(consoleOrigin)
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toBe(
      'authorization,content-type,idempotency-key,if-match,last-event-id',
    )
  })

  test('answers to an allowed origin expose Content-Disposition, Content-Length and ETag; others get no CORS headers', async () => {
    const allowed = await server.call('/v1/admin/profile/', { headers: { Origin: consoleOrigin } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(consoleOrigin)
    expect(allowed.headers.get('access-control-expose-headers')?.toLowerCase()).toBe('content-disposition,content-length,etag')
    const other = await server.call('/v1/admin/profile/', { headers: { Origin: 'https://evil.example.com' } })
    expect(other.headers.has('access-control-allow-origin')).toBe(false)
  })
})

describe('test controls', () => {
  const profile = '/v1/admin/profile/'
  afterEach(async () => {
    await server.call('/__test__/faults', { method: 'DELETE' })
  })

  test('a fault answers its status `times` times, in the contract’s shape, then the call works again', async () => {
    await server.json('/__test__/faults', jsonBody('POST', { method: 'GET', path: profile, status: 503, times: 2 }))
    expect((await server.call(profile)).status).toBe(503)
    const second = await server.call(profile)
    expect(second.status).toBe(503)
    expect(await second.json()).toEqual({ detail: expect.any(String) })
    expect((await server.call(profile)).status).toBe(200)
  })

  test('a 401 fault carries token_not_valid; faults stay until cleared without `times`', async () => {
    await server.json('/__test__/faults', jsonBody('POST', { method: 'get', path: profile, status: 401 }))
    for (let index = 0; index < 3; index += 1) expect(await (await server.call(profile)).json()).toMatchObject({ code: 'token_not_valid' })
    await server.call('/__test__/faults', { method: 'DELETE' })
    expect((await server.call(profile)).status).toBe(200)
  })

  test('a hanging call never answers; the client can give up', async () => {
    await server.json('/__test__/faults', jsonBody('POST', { method: 'GET', path: profile, hang: true, times: 1 }))
    const controller = new AbortController()
    const pending = server.call(profile, { signal: controller.signal })
    const outcome = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ])
    expect(outcome).toBe('still waiting')
    controller.abort()
    await expect(pending).rejects.toThrow()
    expect((await server.call(profile)).status).toBe(200)
  })

  test('requests are counted per path until cleared', async () => {
    await server.call('/__test__/requests', { method: 'DELETE' })
    await server.call(profile)
    await server.call(profile)
    await server.call('/v1/admin/stats/')
    expect(await server.json(`/__test__/requests?path=${encodeURIComponent(profile)}`)).toEqual({ count: 2 })
    await server.call('/__test__/requests', { method: 'DELETE' })
    expect(await server.json(`/__test__/requests?path=${encodeURIComponent(profile)}`)).toEqual({ count: 0 })
  })

  test('a malformed fault is refused with 422', async () => {
    expect((await server.call('/__test__/faults', jsonBody('POST', { method: 'GET', path: profile }))).status).toBe(422)
  })

  test('without testControls there are no controls', async () => {
    const plain = await startTestServer({ customers: 1, testControls: false })
    try {
      expect((await plain.call('/__test__/faults', jsonBody('POST', { method: 'GET', path: profile, status: 500 }))).status).toBe(404)
      expect((await plain.call(profile)).status).toBe(200)
    } finally {
      await plain.close()
    }
  })
})

describe('the eLama monthly report', () => {
  test('RFC 4180 quoting, formula neutralisation, numbers as numbers', () => {
    const text = csvDocument(
      ['a', 'b', 'c'],
      [
        ['=1+1', '+7 916', { number: '-120.50' }],
        ['-20%_autumn', '@designers', -3],
        ['ООО «Вектор; и партнёры»', 'он сказал "да"', null],
        ['строка\r\nвторая', '\tтаб', 'обычный текст'],
      ],
    )
    expect(text.startsWith('\ufeff')).toBe(true)
    expect(text.slice(1).split('\r\n')).toEqual(
      [
        'a;b;c',
        "'=1+1;'+7 916;-120.50",
        "'-20%_autumn;'@designers;-3",
        '"ООО «Вектор; и партнёры»";"он сказал ""да""";',
        '"строка\r\nвторая";\'\tтаб;обычный текст',
        '',
      ].flatMap((line) => line.split('\r\n')),
    )
  })

  test('the report of a month: header, BOM, `;`, filename, a row a customer active in the month, neutralised text', async () => {
    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7)
    const writer = new Database(server.databaseFile)
    const customer = writer.prepare('SELECT id, uuid FROM customers ORDER BY id LIMIT 1').get() as { id: number; uuid: string }
    writer
      .prepare('UPDATE customers SET company = ?, utm_campaign = ? WHERE id = ?')
      .run('=HYPERLINK("http://x")', '-50%; "осень"', customer.id)
    writer.close()
    await server.json(
      `/v1/admin/users/customers/${customer.uuid}/fill_up_balance/`,
      jsonBody('PATCH', { amount: '123.45', comment: '' }, { 'Idempotency-Key': crypto.randomUUID() }),
    )

    const response = await server.call(`/v1/admin/elama/monthly-report/?month=${month}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="elama-report-${month}.csv"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes)
    const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    const [header, ...rows] = parsed.data
    expect(header).toEqual([...elamaReportColumns])
    const row = rows.find((cells) => cells[0] === customer.uuid)
    expect(row?.[2]).toBe('\'=HYPERLINK("http://x")')
    expect(row?.[5]).toBe('\'-50%; "осень"')
    expect(Number(row?.[6])).toBeGreaterThanOrEqual(123.45)
    expect(new Set(rows.map((cells) => cells[0])).size).toBe(rows.length)
    expect(rows.every((cells) => /^\d+\.\d{2}$/.test(cells[7] ?? '') && /^\d+$/.test(cells[8] ?? ''))).toBe(true)
  })

  test.each(['2999-01', '2026-13', '2026-1', 'last', ''])(
    'month=%s: a future or malformed month answers 422 (empty: the previous month)',
    async (month) => {
      const response = await server.call(`/v1/admin/elama/monthly-report/?month=${month}`)
      if (month === '') {
        expect(response.status).toBe(200)
        return
      }
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ detail: [{ loc: ['query', 'month'], msg: expect.any(String), type: expect.any(String) }] })
    },
  )
})

/** The entries of a zip file read from its central directory, their data checked against their CRC-32. */
function readZip(archive: Buffer): { name: string; content: Buffer }[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(0)
  const count = archive.readUInt16LE(end + 10)
  let offset = archive.readUInt32LE(end + 16)
  expect(offset + archive.readUInt32LE(end + 12)).toBe(end)
  const entries: { name: string; content: Buffer }[] = []
  for (let index = 0; index < count; index += 1) {
    expect(archive.readUInt32LE(offset)).toBe(0x02014b50)
    const checksum = archive.readUInt32LE(offset + 16)
    const size = archive.readUInt32LE(offset + 24)
    const nameLength = archive.readUInt16LE(offset + 28)
    const local = archive.readUInt32LE(offset + 42)
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8')
    expect(archive.readUInt32LE(local)).toBe(0x04034b50)
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28)
    const content = archive.subarray(dataStart, dataStart + size)
    expect(crc32(content)).toBe(checksum)
    entries.push({ name, content })
    offset += 46 + nameLength + archive.readUInt16LE(offset + 30) + archive.readUInt16LE(offset + 32)
  }
  return entries
}

test('download-images answers a valid zip of PNGs with Content-Length and Content-Disposition', async () => {
  const requests = await server.json<ClientRequestPage>('/v1/admin/client-requests/?page_size=100')
  const request = requests.results.find((candidate) => candidate.images_count > 1)
  if (!request) throw new Error('the seed has requests with several images')
  const response = await server.call(`/v1/admin/client-requests/${request.client_request_uuid}/download-images/`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/zip')
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="client-request-[0-9a-f]{8}-images\.zip"$/)
  const archive = Buffer.from(await response.arrayBuffer())
  expect(Number(response.headers.get('content-length'))).toBe(archive.length)
  const entries = readZip(archive)
  expect(entries).toHaveLength(request.images_count)
  for (const entry of entries) {
    expect(entry.name).toMatch(/^heatmap-\d{2}\.png$/)
    expect([...entry.content.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  }
  const file = join(staticDir, 'images.zip')
  writeFileSync(file, archive)
  let unzip = ''
  try {
    unzip = execFileSync('unzip', ['-t', file], { encoding: 'utf8' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (unzip) expect(unzip).toContain('No errors detected')
})

test('the OpenAPI document is public and says 3.1', async () => {
  const response = await server.call('/v1/openapi.json', { auth: false })
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ openapi: '3.1.0', info: { title: expect.any(String) } })
})
