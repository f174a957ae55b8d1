import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { describeError } from '../../api/errors'
import type { ListEndpoint } from '../../api/resource'
import { pageSizeMax } from '../../api/schemas/common'
import { exportFileName, type ExportColumn } from '../../lib/csv-export'
import { saveBytes } from '../../lib/download'
import { withoutPaging, type ListApiParams } from '../../lib/list-query'
import { exportAllPages, type ListExportController, type ListExportState } from '../../lib/paged-export'
import { httpAtom } from '../session/http'
import { useOwnedTask } from './use-owned-task'

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
  const task = useOwnedTask()

  const start = useCallback(() => {
    const controller = task.begin()
    if (!controller) return
    // The filters and sort as they are now; the export asks for every page itself.
    const filters = withoutPaging(params)
    setState({ status: 'running', progress: null })
    exportAllPages({
      columns: spec.columns,
      pageSize: pageSizeMax,
      signal: controller.signal,
      fetchPage: (page, pageSize, signal) =>
        endpoint.list(http, { ...filters, page: String(page), page_size: String(pageSize) }, { signal }),
      onProgress: (progress) => {
        if (task.isCurrent(controller)) setState({ status: 'running', progress })
      },
    }).then(
      ({ file, rows }) => {
        // Stopped or left (both let go of the controller), even after the last page arrived: nothing is saved.
        if (!task.settle(controller)) return
        saveBytes(file, exportFileName(spec.fileId, new Date()))
        setState({ status: 'done', rows })
      },
      (error: unknown) => {
        if (!task.settle(controller)) return
        setState({ status: 'failed', message: describeError(error) })
      },
    )
  }, [endpoint, http, params, spec, task])

  // Said at once, so «Экспорт» is back before the aborted requests have settled.
  const stop = useCallback(() => {
    if (task.release()) setState({ status: 'stopped' })
  }, [task])

  return { state, start, stop }
}
