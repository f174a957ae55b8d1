import { useCallback, useState } from 'react'
import { announce, quarterReached } from '../../lib/announcer'
import { readDownload, type DownloadedFile, type DownloadProgress } from '../../lib/download'
import { useOwnedTask } from './use-owned-task'

export type FileDownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; progress: DownloadProgress }
  | { status: 'done' }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown }

export interface FileDownloadOptions {
  /** Sends the request; the whole Response (from the http client's `raw()`) is read as the file. */
  request: (signal: AbortSignal) => Promise<Response>
  /** The file arrived to its last byte: save it, or keep it for a preview. */
  onDone: (file: DownloadedFile) => void
  /**
   * What the announcer says: «Загрузка отчёта: 25 %» at each quarter, `done` at the end (absent
   * where the caller's toast says it), a failure and a cancel.
   */
  spoken: { name: string; done?: string }
}

export interface FileDownload {
  state: FileDownloadState
  /** Starts the download, unless one is under way. */
  start: () => void
  /** Aborts the request (and the body being read): nothing arrives. */
  cancel: () => void
}

/** Progress re-renders at most this often: a 50 MB body arrives in hundreds of chunks. */
const progressIntervalMs = 50

/**
 * Downloads a server file with progress: the body is streamed to its last byte and only then
 * handed to `onDone`, exactly as sent, with the name of its Content-Disposition. A body that
 * breaks off hands over nothing and fails; leaving the screen aborts the download.
 */
export function useFileDownload({ request, onDone, spoken }: FileDownloadOptions): FileDownload {
  const [state, setState] = useState<FileDownloadState>({ status: 'idle' })
  const task = useOwnedTask()

  const start = useCallback(() => {
    const controller = task.begin()
    if (!controller) return
    const { signal } = controller
    let quarterSaid = 0
    const sayQuarter = ({ received, total }: DownloadProgress) => {
      const quarter = total === null ? 0 : quarterReached(received, total)
      if (quarter <= quarterSaid || quarter === 4) return
      quarterSaid = quarter
      announce(`${spoken.name}: ${quarter * 25} %`)
    }
    const progress = latestAtMostEvery(progressIntervalMs, (next: DownloadProgress) => {
      if (!task.isCurrent(controller)) return
      setState({ status: 'downloading', progress: next })
      sayQuarter(next)
    })
    setState({ status: 'downloading', progress: { received: 0, total: null } })
    const run = async (): Promise<{ file: DownloadedFile } | { failure: FileDownloadState }> => {
      try {
        const response = await request(signal)
        return { file: await readDownload(response, { signal, onProgress: progress.push }) }
      } catch (error) {
        return { failure: signal.aborted ? { status: 'cancelled' } : { status: 'failed', error } }
      } finally {
        progress.cancel()
      }
    }
    void run().then((outcome) => {
      if (!task.settle(controller)) return
      if ('failure' in outcome) {
        const cancelled = outcome.failure.status === 'cancelled'
        announce(cancelled ? `${spoken.name}: отменена` : `${spoken.name}: не удалась`, { assertive: !cancelled })
        return setState(outcome.failure)
      }
      setState({ status: 'done' })
      onDone(outcome.file)
      if (spoken.done) announce(spoken.done)
    })
  }, [request, onDone, task, spoken.name, spoken.done])

  return { state, start, cancel: task.abort }
}

/** Passes on a value at once, then at most one per `intervalMs`: the latest held back goes when the interval ends. */
function latestAtMostEvery<T>(intervalMs: number, pass: (value: T) => void) {
  let passedAt = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  let latest: T
  const flush = () => {
    timer = undefined
    passedAt = performance.now()
    pass(latest)
  }
  return {
    push(value: T) {
      latest = value
      if (timer !== undefined) return
      const wait = passedAt + intervalMs - performance.now()
      if (wait <= 0) flush()
      else timer = setTimeout(flush, wait)
    },
    cancel: () => clearTimeout(timer),
  }
}
