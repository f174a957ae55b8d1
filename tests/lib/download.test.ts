import { afterEach, describe, expect, it, vi } from 'vitest'
import { contentLengthOf, isDownloadInterruptedError, readDownload, saveBytes, type DownloadProgress } from '../../src/lib/download'

/** A response whose body arrives in the given chunks; `failAfter` breaks the stream after that many. */
function streamedResponse(chunks: Uint8Array[], headers: Record<string, string>, failAfter?: number): Response {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && sent === failAfter) {
        controller.error(new TypeError('network error'))
        return
      }
      const chunk = chunks[sent]
      sent += 1
      if (chunk === undefined) controller.close()
      else controller.enqueue(chunk)
    },
  })
  return new Response(body, { status: 200, headers })
}

function randomBytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length)
  let state = seed
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31
    bytes[index] = state & 0xff
  }
  return bytes
}

async function blobBytes(blob: Blob): Promise<Uint8Array> {
  // jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would.
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
  return new Uint8Array(buffer)
}

const { createObjectURL, revokeObjectURL } = URL

afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('readDownload', () => {
  it('collects the exact bytes, the name from filename* and reports progress against Content-Length', async () => {
    const chunks = [randomBytes(1000, 1), randomBytes(3, 2), randomBytes(70_000, 3)]
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
    const progress: DownloadProgress[] = []
    const file = await readDownload(
      streamedResponse(chunks, {
        'Content-Type': 'application/zip; charset=binary',
        'Content-Length': String(total),
        'Content-Disposition': `attachment; filename="images.zip"; filename*=UTF-8''${encodeURIComponent('изображения.zip')}`,
      }),
      { onProgress: (step) => progress.push(step) },
    )
    expect(file.name).toBe('изображения.zip')
    expect(file.type).toBe('application/zip')
    expect(Array.from(file.bytes)).toEqual(chunks.flatMap((chunk) => Array.from(chunk)))
    expect(progress.map((step) => step.received)).toEqual([0, 1000, 1003, total])
    expect(progress.every((step) => step.total === total)).toBe(true)
  })

  it('reports a null total when there is no Content-Length', async () => {
    const progress: DownloadProgress[] = []
    const file = await readDownload(streamedResponse([randomBytes(10, 4)], {}), { onProgress: (step) => progress.push(step) })
    expect(file.name).toBeNull()
    expect(file.bytes).toHaveLength(10)
    expect(progress.at(-1)).toEqual({ received: 10, total: null })
  })

  it('rejects with DownloadInterruptedError when the body breaks off, keeping nothing', async () => {
    const response = streamedResponse([randomBytes(100, 5), randomBytes(100, 6)], { 'Content-Length': '300' }, 2)
    const outcome = await readDownload(response).then(
      () => null,
      (error: unknown) => error,
    )
    expect(isDownloadInterruptedError(outcome)).toBe(true)
    expect(outcome).toMatchObject({ received: 200, total: 300 })
  })

  it('stops at once when aborted mid-way and rejects with the abort reason', async () => {
    const controller = new AbortController()
    let pulls = 0
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        pulls += 1
        if (pulls === 2) controller.abort(new DOMException('stopped', 'AbortError'))
        stream.enqueue(randomBytes(10, pulls))
      },
    })
    const progress: number[] = []
    await expect(
      readDownload(new Response(body), { signal: controller.signal, onProgress: (step) => progress.push(step.received) }),
    ).rejects.toMatchObject({ name: 'AbortError', message: 'stopped' })
    expect(Math.max(...progress)).toBeLessThanOrEqual(20)
  })

  it('refuses to start when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(readDownload(streamedResponse([randomBytes(5, 7)], {}), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})

describe('contentLengthOf', () => {
  it('reads a plain byte count and ignores anything else', () => {
    expect(contentLengthOf(new Headers({ 'Content-Length': '1234' }))).toBe(1234)
    expect(contentLengthOf(new Headers({ 'Content-Length': '12a' }))).toBeNull()
    expect(contentLengthOf(new Headers())).toBeNull()
  })
})

describe('saveBytes', () => {
  it('saves the very bytes under the name through a temporary link, and revokes the URL after', async () => {
    vi.useFakeTimers()
    const saved: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:saved'
    })
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const clicks: { href: string; download: string; attached: boolean }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download, attached: this.isConnected })
    })
    const bytes = randomBytes(5000, 8)

    saveBytes(bytes, 'отчёт.csv', 'text/csv')

    expect(clicks).toEqual([{ href: 'blob:saved', download: 'отчёт.csv', attached: true }])
    expect(document.querySelector('a[download]')).toBeNull()
    expect(revokeObjectURL).not.toHaveBeenCalled()
    vi.runAllTimers()
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:saved')
    vi.useRealTimers()
    expect(saved[0]?.type).toBe('text/csv')
    expect(Array.from(await blobBytes(saved[0] as Blob))).toEqual(Array.from(bytes))
  })
})
