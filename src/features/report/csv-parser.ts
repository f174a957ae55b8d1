import type { CsvSummary, ParseProgress } from '../../lib/csv/document'
import { nextTask } from '../../lib/next-task'
import type { ParserRequest, ParserResponse } from './parser-protocol'

/** The report's rows, parsed and kept off the main thread. */
export interface CsvParser {
  parse(bytes: Uint8Array, onProgress: (progress: ParseProgress) => void): Promise<CsvSummary>
  count(query: string): Promise<number>
  rows(query: string, start: number, end: number): Promise<string[][]>
  /** Ends the worker; pending requests are never answered. */
  dispose(): void
}

// Copying and posting a part is one task: 1 MiB keeps each well under a millisecond or two.
const transferPartBytes = 1024 * 1024

type Pending = {
  resolve: (response: ParserResponse) => void
  reject: (error: Error) => void
  onProgress?: (progress: ParseProgress) => void
}

type RequestBody = ParserRequest extends infer Request ? (Request extends ParserRequest ? Omit<Request, 'id'> : never) : never

const startWorker = () => new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'csv-parser' })

/** A worker started ahead of its file, for the next parser to take. */
let spareWorker: Worker | null = null

/**
 * Starts the next parser's worker now (loading and starting a module worker takes tens of
 * milliseconds), while its file is still on the way. Answers what ends it if no parser took it.
 */
export function warmCsvParser(): () => void {
  try {
    spareWorker ??= startWorker()
  } catch {
    // No worker here (a page whose policy forbids them): the parse, started with the file, says so.
    return () => undefined
  }
  const warmed = spareWorker
  return () => {
    if (spareWorker !== warmed) return
    warmed.terminate()
    spareWorker = null
  }
}

/** A parser over a module worker (csv.worker.ts, bundled by Vite with papaparse inside it): the warmed one when there is one. */
export function createCsvParser(): CsvParser {
  const worker = spareWorker ?? startWorker()
  spareWorker = null
  const pending = new Map<number, Pending>()
  let nextId = 1
  let disposed = false

  worker.onmessage = (event: MessageEvent<ParserResponse>) => {
    const response = event.data
    const waiting = pending.get(response.id)
    if (!waiting) return
    if (response.type === 'progress') {
      waiting.onProgress?.(response.progress)
      return
    }
    pending.delete(response.id)
    if (response.type === 'error') waiting.reject(new Error(response.message))
    else waiting.resolve(response)
  }
  worker.onerror = (event) => {
    event.preventDefault()
    for (const waiting of pending.values()) waiting.reject(new Error(event.message || 'the CSV worker failed'))
    pending.clear()
  }

  /** Posts a request; its answer settles the promise. */
  function send(body: RequestBody, onProgress?: (progress: ParseProgress) => void): { id: number; answer: Promise<ParserResponse> } {
    const id = nextId
    nextId += 1
    const answer = new Promise<ParserResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress })
      worker.postMessage({ ...body, id })
    })
    return { id, answer }
  }

  /**
   * The file goes over in parts, one task each (the first too: the caller's task has its own work),
   * since posting 50 MB at once copies it in one 40 ms task.
   * Each part is a copy transferred to the worker, which parses it at once; the page keeps its
   * bytes to save the exact file. Sending stops when the parse has been answered or the parser disposed.
   */
  async function transfer(id: number, bytes: Uint8Array, answered: () => boolean): Promise<void> {
    for (let offset = 0; offset < bytes.length; offset += transferPartBytes) {
      await nextTask()
      if (disposed || answered()) return
      const part = bytes.slice(offset, offset + transferPartBytes)
      worker.postMessage({ id, type: 'part', bytes: part } satisfies ParserRequest, [part.buffer])
    }
  }

  return {
    async parse(bytes, onProgress) {
      const { id, answer } = send({ type: 'parse', total: bytes.length }, onProgress)
      let answered = false
      answer.then(
        () => (answered = true),
        () => (answered = true),
      )
      await transfer(id, bytes, () => answered)
      const response = await answer
      if (response.type !== 'summary') throw new Error(`unexpected answer ${response.type}`)
      return response.summary
    },
    async count(query) {
      const response = await send({ type: 'count', query }).answer
      if (response.type !== 'count') throw new Error(`unexpected answer ${response.type}`)
      return response.count
    },
    async rows(query, start, end) {
      const response = await send({ type: 'rows', query, start, end }).answer
      if (response.type !== 'rows') throw new Error(`unexpected answer ${response.type}`)
      return response.rows
    },
    dispose() {
      disposed = true
      worker.terminate()
      pending.clear()
    },
  }
}
