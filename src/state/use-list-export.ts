import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '../api/errors'
import type { ListEndpoint } from '../api/resource'
import { pageSizeMax } from '../api/schemas/common'
import { exportFileName, type ExportColumn } from '../lib/csv-export'
import { saveBytes } from '../lib/download'
import { withoutPaging, type ListApiParams } from '../lib/list-query'
import { exportAllPages, type ListExportController, type ListExportState } from '../lib/paged-export'
import { httpAtom } from './http'

/** How a list is exported: its file's ASCII name («operations») and its columns, written once beside the list. */
export interface ListExportSpec<Row> {
  fileId: string
  columns: readonly ExportColumn<Row>[]
}

/**
 * «Экспорт» of a list: every row matching its current filters and sort (`params`, the list's API
 * parameters), read in pages of 500 and saved as one CSV file. «Остановить» or leaving the screen
 * aborts it and saves nothing.
 */
export function useListExport<Row>(endpoint: ListEndpoint<Row>, params: ListApiParams, spec: ListExportSpec<Row>): ListExportController {
  const http = useAtomValue(httpAtom)
  const [state, setState] = useState<ListExportState>({ status: 'idle' })
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(
    () => () => {
      controllerRef.current?.abort()
      controllerRef.current = null
    },
    [],
  )

  const start = useCallback(() => {
    if (controllerRef.current) return
    const controller = new AbortController()
    controllerRef.current = controller
    // The filters and sort as they are now; the export asks for every page itself.
    const filters = withoutPaging(params)
    setState({ status: 'running', progress: null })
    const current = () => controllerRef.current === controller
    exportAllPages({
      columns: spec.columns,
      pageSize: pageSizeMax,
      signal: controller.signal,
      fetchPage: (page, pageSize, signal) =>
        endpoint.list(http, { ...filters, page: String(page), page_size: String(pageSize) }, { signal }),
      onProgress: (progress) => {
        if (current()) setState({ status: 'running', progress })
      },
    }).then(
      ({ file, rows }) => {
        // Stopped or left (both let go of the controller), even after the last page arrived: nothing is saved.
        if (!current()) return
        controllerRef.current = null
        saveBytes(file, exportFileName(spec.fileId, new Date()))
        setState({ status: 'done', rows })
      },
      (error: unknown) => {
        if (!current()) return
        controllerRef.current = null
        setState({ status: 'failed', message: describeError(error) })
      },
    )
  }, [endpoint, http, params, spec])

  // Said at once, so «Экспорт» is back before the aborted requests have settled.
  const stop = useCallback(() => {
    const controller = controllerRef.current
    if (!controller) return
    controllerRef.current = null
    controller.abort()
    setState({ status: 'stopped' })
  }, [])

  return { state, start, stop }
}
