import { request as httpRequest, type IncomingMessage } from 'node:http'
import { jsonBody, startTestServer, type TestServer } from './helpers'

/** Bodies over 1 MB are refused with 413 before they are read whole; answers are not limited. */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ customers: 5 })
})
afterAll(() => server.close())

const limit = 1_000_000

interface Sent {
  response: IncomingMessage
  body: string
  /** Bytes of the body written when the answer came. */
  written: number
}

/**
 * POSTs to sign-in with node:http, writing `chunk` every `everyMs` until `total` bytes are written
 * or the answer comes; `contentLength` declares the size up front, otherwise the body is chunked.
 */
function sendSlowly(options: { total: number; chunk: number; everyMs: number; contentLength?: number }): Promise<Sent> {
  const url = new URL('/v1/admin/auth/signin/', server.url)
  return new Promise((resolve, reject) => {
    let written = 0
    let timer: NodeJS.Timeout | undefined
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (options.contentLength !== undefined) headers['Content-Length'] = String(options.contentLength)
    const request = httpRequest(url, { method: 'POST', headers }, (response) => {
      clearTimeout(timer)
      const chunks: Buffer[] = []
      response.on('data', (data: Buffer) => chunks.push(data))
      response.on('end', () => {
        request.destroy()
        resolve({ response, body: Buffer.concat(chunks).toString('utf8'), written })
      })
    })
    request.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    const writeNext = () => {
      if (written >= options.total) return request.end()
      const size = Math.min(options.chunk, options.total - written)
      request.write(Buffer.alloc(size, 0x20))
      written += size
      timer = setTimeout(writeNext, options.everyMs)
    }
    request.write('{"email":"')
    writeNext()
  })
}

test('a declared Content-Length over 1 MB is refused at once, before the body is sent', async () => {
  const sent = await sendSlowly({ total: 5_000_000, chunk: 16_384, everyMs: 50, contentLength: 5_000_000 })
  expect(sent.response.statusCode).toBe(413)
  expect(JSON.parse(sent.body)).toEqual({ detail: expect.stringContaining('1 МБ') })
  // answered long before 5 MB could arrive at 16 KiB per 50 ms
  expect(sent.written).toBeLessThan(limit)
})

test('a chunked body without Content-Length, sent slowly, is refused as soon as it passes 1 MB', async () => {
  const sent = await sendSlowly({ total: 8_000_000, chunk: 65_536, everyMs: 5 })
  expect(sent.response.statusCode).toBe(413)
  expect(JSON.parse(sent.body)).toEqual({ detail: expect.stringContaining('1 МБ') })
  expect(sent.written).toBeGreaterThan(limit)
  expect(sent.written).toBeLessThan(8_000_000)
})

test('1,000,000 bytes are read; one more is refused', async () => {
  const bodyOf = (size: number) => `{"email":"${'a'.repeat(size - 13)}"}`.padEnd(size)
  expect(Buffer.byteLength(bodyOf(limit))).toBe(limit)
  const atLimit = await server.call('/v1/admin/auth/signin/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: bodyOf(limit),
    auth: false,
  })
  expect(atLimit.status).toBe(422)
  const over = await server.call('/v1/admin/auth/signin/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: bodyOf(limit + 1),
    auth: false,
  })
  expect(over.status).toBe(413)
})

test('the server keeps answering after refusing large bodies', async () => {
  const response = await server.call('/v1/admin/benchmarks/create/', jsonBody('POST', { name: 'x'.repeat(2_000_000) }))
  expect(response.status).toBe(413)
  expect((await server.call('/v1/admin/profile/')).status).toBe(200)
})

test('a chunked body under 1 MB is read as usual', async () => {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    const request = httpRequest(
      new URL('/v1/admin/auth/signin/', server.url),
      { method: 'POST', headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode))
      },
    )
    request.on('error', reject)
    request.write('{"email": "admin@example.com",')
    setTimeout(() => request.end(`"password": "admin12345"}${' '.repeat(500_000)}`), 50)
  })
  expect(status).toBe(200)
})
