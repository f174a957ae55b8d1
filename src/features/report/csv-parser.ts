import type { CsvSummary, ParseProgress } from '../../lib/csv/document'
import type { ParserRequest, ParserResponse } from './parser-protocol'

/** The report's rows, parsed and kept off the main thread. */
export interface CsvParser {
  parse(bytes: Uint8Array, onProgress: (progress: ParseProgress) => void): Promise<CsvSummary>
  count(query: string): Promise<number>
  rows(query: string, start: number, end: number): Promise<string[][]>
  /** Ends the worker; pending requests are never answered. */
  dispose(): void
}

const transferPartBytes = 2 * 1024 * 1024

/** Resolves in a later task, letting the page handle input and paint in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

type Pending = { resolve: (response: ParserResponse) => void; reject: (error: Error) => void; onProgress?: (progress: ParseProgress) => void }

type RequestBody = ParserRequest extends infer Request ? (Request extends ParserRequest ? Omit<Request, 'id'> : never) : never

/** A parser over a module worker (csv.worker.ts, bundled by Vite with papaparse inside it). */
export function createCsvParser(): CsvParser {
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'csv-parser' })
  const pending = new Map<number, Pending>()
  let nextId = 1

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

  function send(body: RequestBody, onProgress?: (progress: ParseProgress) => void): Promise<ParserResponse> {
    const id = nextId
    nextId += 1
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, onProgress })
      worker.postMessage({ ...body, id })
    })
  }

  /**
   * The file goes over in parts, one task each: posting 50 MB at once copies it in one 40 ms task.
   * Each part is a copy transferred to the worker; the page keeps its bytes to save the exact file.
   */
  async function transfer(bytes: Uint8Array): Promise<void> {
    for (let offset = 0; offset < bytes.length; offset += transferPartBytes) {
      if (offset > 0) await nextTask()
      const part = bytes.slice(offset, offset + transferPartBytes)
      worker.postMessage({ id: 0, type: 'receive', offset, total: bytes.length, bytes: part } satisfies ParserRequest, [part.buffer])
    }
  }

  return {
    async parse(bytes, onProgress) {
      await transfer(bytes)
      const response = await send({ type: 'parse' }, onProgress)
      if (response.type !== 'summary') throw new Error(`unexpected answer ${response.type}`)
      return response.summary
    },
    async count(query) {
      const response = await send({ type: 'count', query })
      if (response.type !== 'count') throw new Error(`unexpected answer ${response.type}`)
      return response.count
    },
    async rows(query, start, end) {
      const response = await send({ type: 'rows', query, start, end })
      if (response.type !== 'rows') throw new Error(`unexpected answer ${response.type}`)
      return response.rows
    },
    dispose() {
      worker.terminate()
      pending.clear()
    },
  }
}
