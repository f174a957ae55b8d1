import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCsvParser, warmCsvParser } from '../../../src/features/report/csv-parser'
import type { ParserRequest, ParserResponse } from '../../../src/features/report/parser-protocol'
import type { CsvSummary } from '../../../src/lib/csv/document'

/** Stands in for the module worker: records what the page posts, and answers when the test says. */
class FakeWorker {
  static created: FakeWorker[] = []
  readonly posted: { request: ParserRequest; transfer: readonly Transferable[] }[] = []
  terminated = false
  onmessage: ((event: MessageEvent<ParserResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  /** Called after each request is recorded: a test may answer right then. */
  afterPost: ((request: ParserRequest) => void) | null = null

  constructor() {
    FakeWorker.created.push(this)
  }

  postMessage(request: ParserRequest, transfer: readonly Transferable[] = []): void {
    this.posted.push({ request, transfer })
    this.afterPost?.(request)
  }

  terminate(): void {
    this.terminated = true
  }

  answer(response: ParserResponse): void {
    this.onmessage?.(new MessageEvent('message', { data: response }))
  }

  parts(): Uint8Array[] {
    return this.posted.flatMap(({ request }) => (request.type === 'part' ? [request.bytes] : []))
  }
}

beforeEach(() => {
  FakeWorker.created = []
  vi.stubGlobal('Worker', FakeWorker)
  return () => vi.unstubAllGlobals()
})

afterEach(() => {
  vi.restoreAllMocks()
})

function lastWorker(): FakeWorker {
  const worker = FakeWorker.created.at(-1)
  if (!worker) throw new Error('no worker was created')
  return worker
}

const mib = 1024 * 1024
const summary = { rowCount: 3 } as const satisfies Partial<CsvSummary>

/** A file whose bytes differ from part to part, so that parts out of place would show. */
function numberedBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length)
  for (let index = 0; index < length; index += 1) bytes[index] = (index * 7 + (index >> 11)) % 256
  return bytes
}

describe('createCsvParser', () => {
  it('sends the file in parts that add up to its bytes, each a transferred copy, and resolves with the summary', async () => {
    const parser = createCsvParser()
    const worker = lastWorker()
    const bytes = numberedBytes(5 * mib + 123)
    const progress = vi.fn()
    const parsed = parser.parse(bytes, progress)

    await waitFor(() => expect(worker.parts().reduce((sum, part) => sum + part.length, 0)).toBe(bytes.length))
    const [start] = worker.posted
    expect(start?.request).toMatchObject({ type: 'parse', total: bytes.length })
    const id = start?.request.id ?? 0
    const parts = worker.posted.slice(1)
    // 1 MiB parts.
    expect(parts.length).toBe(6)
    const joined = new Uint8Array(bytes.length)
    let offset = 0
    for (const { request, transfer } of parts) {
      if (request.type !== 'part') throw new Error(`a ${request.type} among the parts`)
      expect(request.id).toBe(id)
      expect(transfer).toEqual([request.bytes.buffer])
      joined.set(request.bytes, offset)
      offset += request.bytes.length
    }
    expect(joined.every((byte, index) => byte === bytes[index])).toBe(true)
    // The page keeps its own bytes whole, to save the exact file.
    expect(bytes.length).toBe(5 * mib + 123)

    worker.answer({ id, type: 'progress', progress: { parsedBytes: 10, totalBytes: bytes.length, rows: 1 } })
    worker.answer({ id, type: 'summary', summary: summary as unknown as CsvSummary })
    await expect(parsed).resolves.toEqual(summary)
    expect(progress).toHaveBeenCalledWith({ parsedBytes: 10, totalBytes: bytes.length, rows: 1 })
  })

  it('stops sending parts once disposed, and ends the worker', async () => {
    const parser = createCsvParser()
    const worker = lastWorker()
    void parser.parse(numberedBytes(20 * mib), () => undefined)
    // Every part goes in a later task, the first too.
    expect(worker.parts().length).toBe(0)
    worker.afterPost = (request) => request.type === 'part' && worker.parts().length === 2 && parser.dispose()
    await waitFor(() => expect(worker.terminated).toBe(true))
    // Long enough for the twenty parts to go, had sending gone on.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(worker.parts().length).toBe(2)
  })

  it('stops sending parts once the worker failed the parse, and rejects with its message', async () => {
    const parser = createCsvParser()
    const worker = lastWorker()
    worker.afterPost = (request) =>
      request.type === 'part' && worker.parts().length === 2 && worker.answer({ id: request.id, type: 'error', message: 'сломалось' })
    const parsed = parser.parse(numberedBytes(20 * mib), () => undefined)
    await expect(parsed).rejects.toThrow('сломалось')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(worker.parts().length).toBe(2)
  })

  it('takes the worker warmed while the file was on the way, once', async () => {
    const endWarmed = warmCsvParser()
    expect(FakeWorker.created).toHaveLength(1)
    const warmed = lastWorker()
    const parser = createCsvParser()
    expect(FakeWorker.created).toHaveLength(1)
    void parser.parse(numberedBytes(10), () => undefined)
    expect(warmed.posted.map(({ request }) => request.type)).toEqual(['parse'])
    // taken: the drawer's leaving no longer ends it, and the next parser starts a worker of its own
    endWarmed()
    expect(warmed.terminated).toBe(false)
    createCsvParser()
    expect(FakeWorker.created).toHaveLength(2)
  })

  it('ends a warmed worker that no parser took', () => {
    const endWarmed = warmCsvParser()
    const warmed = lastWorker()
    endWarmed()
    expect(warmed.terminated).toBe(true)
    createCsvParser()
    expect(FakeWorker.created).toHaveLength(2)
  })

  it('warms nothing where workers cannot start, and leaves the failure to the parse', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the page’s policy', 'SecurityError')
        }
      },
    )
    const endWarmed = warmCsvParser()
    endWarmed()
    expect(() => createCsvParser()).toThrow('refused by the page’s policy')
  })
})
