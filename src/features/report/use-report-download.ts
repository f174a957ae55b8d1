import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { fetchMonthlyReport } from '../../api/report'
import { readDownload, type DownloadedFile, type DownloadProgress } from '../../lib/download'
import { httpAtom } from '../../state/http'

export type ReportDownload =
  | { status: 'loading'; progress: DownloadProgress | null }
  | { status: 'failed'; error: unknown }
  | { status: 'done'; file: DownloadedFile }

/** Progress re-renders at most this often: a 50 MB body arrives in hundreds of chunks. */
const progressIntervalMs = 50

/**
 * Fetches the month's report as a whole response and reads it to the last byte, with progress.
 * Mount it under a key per attempt (month and retry): it starts loading and never resets itself.
 * Leaving (another month, the drawer closed) aborts the request.
 */
export function useReportDownload(month: string): ReportDownload {
  const http = useAtomValue(httpAtom)
  const [download, setDownload] = useState<ReportDownload>({ status: 'loading', progress: null })

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    let shownAt = 0
    const onProgress = (progress: DownloadProgress) => {
      const now = performance.now()
      if (now - shownAt < progressIntervalMs && progress.received !== progress.total) return
      shownAt = now
      setDownload({ status: 'loading', progress })
    }
    fetchMonthlyReport(http, month, { signal })
      .then((response) => readDownload(response, { signal, onProgress }))
      .then(
        (file) => setDownload({ status: 'done', file }),
        (error: unknown) => {
          if (!signal.aborted) setDownload({ status: 'failed', error })
        },
      )
    return () => controller.abort()
  }, [http, month])

  return download
}
