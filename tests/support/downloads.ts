/**
 * Server files for component tests: a body the test feeds chunk by chunk (and may break or see
 * cancelled), and the files the console saved (name and exact bytes), caught where the browser
 * would take them over: the object URL and the `<a download>` click.
 */
import { onTestFinished, vi } from 'vitest'

export interface FedBody {
  readonly stream: ReadableStream<Uint8Array>
  /** Sends the next chunk. */
  push(chunk: Uint8Array): void
  end(): void
  /** Breaks the body off, as a dropped connection does. */
  break(): void
  /** Why the reader cancelled the body (an abort), once it did. */
  readonly cancelled: Promise<unknown>
}

export function fedBody(): FedBody {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  let onCancel: (reason: unknown) => void = () => undefined
  const cancelled = new Promise<unknown>((resolve) => {
    onCancel = resolve
  })
  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController
    },
    cancel(reason) {
      onCancel(reason)
    },
  })
  return {
    stream,
    push: (chunk) => controller?.enqueue(chunk),
    end: () => controller?.close(),
    break: () => controller?.error(new TypeError('network error')),
    cancelled,
  }
}

/** `length` bytes that differ from each other (not all zero), from `seed`. */
export function sampleBytes(length: number, seed = 1): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length }, (_, index) => (index * 31 + seed * 17) % 256)
}

export interface SavedFile {
  name: string
  blob: Blob
}

/** Records every file saved through an object URL and a download link, instead of the browser (for one test). */
export function catchSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = []
  const blobs = new Map<string, Blob>()
  const { createObjectURL, revokeObjectURL } = URL
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:saved-${blobs.size + 1}`
      blobs.set(url, blob)
      return url
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob) saved.push({ name: this.download, blob })
  })
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    click.mockRestore()
  })
  return saved
}

/** The bytes of a Blob (jsdom's Blob has no arrayBuffer(): read as a browser's FileReader would). */
export function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
}
