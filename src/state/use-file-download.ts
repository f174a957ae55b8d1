import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '../api/errors'
import { isDownloadInterruptedError, readDownload, saveBytes, type DownloadProgress } from '../lib/download'

export type FileDownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: DownloadProgress }
  | { status: 'saved'; name: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string }

export interface FileDownloadOptions {
  /** Sends the request; the whole Response (from the http client's `raw()`) is read as the file. */
  request: (signal: AbortSignal) => Promise<Response>
  /** The name to save under when the server names none. */
  fallbackName: string
  /** A sentence for a failure the caller knows better (a 404: «Нет изображений»); undefined for the default. */
  describeFailure?: (error: unknown) => string | undefined
  /** After the file was handed to the browser, e.g. for a toast. */
  onSaved?: (name: string) => void
}

export interface FileDownload {
  state: FileDownloadState
  start: () => void
  /** Aborts the request (and the body being read): nothing is saved. */
  cancel: () => void
}

/**
 * Downloads a server file with progress: the body is streamed to its last byte and only then
 * saved, exactly as sent, under the name of its Content-Disposition. A body that breaks off saves
 * nothing and says so; leaving the screen aborts the download.
 */
export function useFileDownload({ request, fallbackName, describeFailure, onSaved }: FileDownloadOptions): FileDownload {
  const [state, setState] = useState<FileDownloadState>({ status: 'idle' })
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => () => controllerRef.current?.abort(), [])

  const start = useCallback(() => {
    if (controllerRef.current) return
    const controller = new AbortController()
    controllerRef.current = controller
    setState({ status: 'downloading', progress: { received: 0, total: null } })
    const run = async () => {
      const response = await request(controller.signal)
      return readDownload(response, {
        signal: controller.signal,
        onProgress: (progress) => setState({ status: 'downloading', progress }),
      })
    }
    run().then(
      (file) => {
        const name = file.name ?? fallbackName
        saveBytes(file.bytes, name, file.type || undefined)
        setState({ status: 'saved', name })
        onSaved?.(name)
      },
      (error: unknown) => {
        if (controller.signal.aborted) setState({ status: 'cancelled' })
        else setState({ status: 'failed', message: failureMessage(error, describeFailure) })
      },
    ).finally(() => {
      if (controllerRef.current === controller) controllerRef.current = null
    })
  }, [request, fallbackName, describeFailure, onSaved])

  const cancel = useCallback(() => controllerRef.current?.abort(), [])

  return { state, start, cancel }
}

function failureMessage(error: unknown, describeFailure: FileDownloadOptions['describeFailure']): string {
  const known = describeFailure?.(error)
  if (known !== undefined) return known
  if (isDownloadInterruptedError(error)) return 'Загрузка прервалась, файл не сохранён. Попробуйте ещё раз.'
  return describeError(error)
}
