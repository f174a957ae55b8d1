import { fileNameFromContentDisposition } from './content-disposition'
import { nextTask } from './next-task'

/**
 * A body that has arrived at once is read chunk after chunk in microtasks, one long task: after
 * this long the loop lets the page run (a 50 MB report was one 70 ms stretch).
 */
const readSliceMs = 8

export interface DownloadProgress {
  /** Bytes of the body read so far. */
  received: number
  /** From Content-Length; null when the server did not send one. */
  total: number | null
}

/** A server file read to its end: the exact bytes of the body, never re-encoded. */
export interface DownloadedFile {
  /** From Content-Disposition (`filename*` first); null when the server named none. */
  name: string | null
  /** The Content-Type without parameters ('' when absent), for the saved Blob. */
  type: string
  bytes: Uint8Array<ArrayBuffer>
}

export interface ReadDownloadOptions {
  /** Called after every chunk of the body. */
  onProgress?: (progress: DownloadProgress) => void
  /** Aborting stops reading at once (and cancels the body) and rejects with the abort reason. */
  signal?: AbortSignal
}

/** The body broke off before its end (connection lost): nothing of it is kept. */
export class DownloadInterruptedError extends Error {
  override readonly name = 'DownloadInterruptedError'
  readonly received: number
  readonly total: number | null

  constructor(progress: DownloadProgress, cause: unknown) {
    super(`The download broke off after ${progress.received} bytes`, { cause })
    this.received = progress.received
    this.total = progress.total
  }
}

export function isDownloadInterruptedError(error: unknown): error is DownloadInterruptedError {
  return error instanceof DownloadInterruptedError
}

/** Content-Length as a byte count, or null when absent or not a plain number. */
export function contentLengthOf(headers: Headers): number | null {
  const value = headers.get('Content-Length')
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null
}

/**
 * Reads a whole response (from the http client's `raw()`) as a file: its name, its type and its
 * body streamed to the last byte with progress. A body that breaks off rejects with
 * DownloadInterruptedError and an abort with the signal's reason: the caller gets all or nothing.
 */
export async function readDownload(response: Response, options: ReadDownloadOptions = {}): Promise<DownloadedFile> {
  const { onProgress, signal } = options
  const name = fileNameFromContentDisposition(response.headers.get('Content-Disposition'))
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? ''
  const total = contentLengthOf(response.headers)
  signal?.throwIfAborted()
  if (!response.body) return { name, type, bytes: new Uint8Array(0) }

  const reader = response.body.getReader()
  const cancel = () => void reader.cancel(signal?.reason).catch(() => undefined)
  signal?.addEventListener('abort', cancel, { once: true })
  const chunks: Uint8Array[] = []
  let received = 0
  let sliceStart = performance.now()
  try {
    onProgress?.({ received, total })
    for (;;) {
      if (performance.now() - sliceStart > readSliceMs) {
        await nextTask()
        sliceStart = performance.now()
      }
      let chunk: ReadableStreamReadResult<Uint8Array>
      try {
        chunk = await reader.read()
      } catch (error) {
        signal?.throwIfAborted()
        throw new DownloadInterruptedError({ received, total }, error)
      }
      // A cancelled reader reports `done`: an abort must not pass for a complete file.
      signal?.throwIfAborted()
      if (chunk.done) break
      chunks.push(chunk.value)
      received += chunk.value.byteLength
      onProgress?.({ received, total })
    }
  } finally {
    signal?.removeEventListener('abort', cancel)
  }
  return { name, type, bytes: concatenate(chunks, received) }
}

/** The chunks one after another in one array of `length` bytes (their sum). */
export function concatenate(chunks: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** How long the object URL of a saved file lives: long enough for the browser to start the save. */
const objectUrlLifetimeMs = 10_000

/** Saves bytes as a file under `name`, as the browser saves downloads (Blob, object URL, `<a download>`). */
export function saveBytes(bytes: Uint8Array<ArrayBuffer> | Blob, name: string, type = 'application/octet-stream'): void {
  const blob = bytes instanceof Blob ? bytes : new Blob([bytes], { type })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs)
  }
}

const sizeUnits = ['Б', 'КБ', 'МБ', 'ГБ'] as const

/** «512 Б», «12,3 КБ», «48,2 МБ» (binary multiples, as file managers show them). */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1
  return `${value.toFixed(digits).replace('.', ',')}\u00A0${sizeUnits[unit]}`
}
