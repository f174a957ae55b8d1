import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { pageSizeMax } from '../../../contract/schemas/common'
import { describeError } from '../../api/errors'
import type { ListEndpoint } from '../../api/resource'
import { announce, quarterReached } from '../../lib/announcer'
import { exportFileName, type ExportColumn, type ExportPeriod } from '../../lib/csv-export'
import { saveBytes } from '../../lib/download'
import { withoutPaging, type ListApiParams } from '../../lib/list-query'
import { csvOfPages, describeExport, type ListExportController, type ListExportState } from '../../lib/paged-export'
import { readAllPages } from '../query/read-all-pages'
import { httpAtom } from '../session/http'
import { useOwnedTask } from './use-owned-task'

/** How a list is exported: its file's ASCII name («operations») and its columns, written once beside the list. */
export interface ListExportSpec<Row> {
  fileId: string
  columns: readonly ExportColumn<Row>[]
  /** The API keys of the list's period (`['date_from', 'date_to']`): the file is named by its days. */
  periodKeys?: readonly [string, string]
}

/** The period `params` filter the list to, under `keys`. */
function periodOf(params: ListApiParams, keys: readonly [string, string] | undefined): ExportPeriod | undefined {
  if (!keys) return undefined
  return { from: params[keys[0]]?.[0] ?? '', to: params[keys[1]]?.[0] ?? '' }
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
    let quarterSaid = 0
    // What the export button shows, said at each quarter and at the end.
    const say = (next: ListExportState) => announce(describeExport(next), { assertive: next.status === 'failed' })
    const pages = readAllPages(
      (page, pageSize, signal) => endpoint.list(http, { ...filters, page: String(page), page_size: String(pageSize) }, { signal }),
      { pageSize: pageSizeMax, ahead: 2, signal: controller.signal },
    )
    csvOfPages(pages, {
      columns: spec.columns,
      onProgress: (progress) => {
        if (!task.isCurrent(controller)) return
        setState({ status: 'running', progress })
        const quarter = quarterReached(progress.written, progress.total)
        if (quarter > quarterSaid && quarter < 4) {
          quarterSaid = quarter
          say({ status: 'running', progress })
        }
      },
    }).then(
      ({ file, rows }) => {
        // Stopped or left (both let go of the controller), even after the last page arrived: nothing is saved.
        if (!task.settle(controller)) return
        saveBytes(file, exportFileName(spec.fileId, new Date(), periodOf(filters, spec.periodKeys)))
        setState({ status: 'done', rows })
        say({ status: 'done', rows })
      },
      (error: unknown) => {
        if (!task.settle(controller)) return
        const failed: ListExportState = { status: 'failed', message: describeError(error) }
        setState(failed)
        say(failed)
      },
    )
  }, [endpoint, http, params, spec, task])

  // Said at once, so «Экспорт» is back before the aborted requests have settled.
  const stop = useCallback(() => {
    if (!task.release()) return
    setState({ status: 'stopped' })
    announce(describeExport({ status: 'stopped' }))
  }, [task])

  return { state, start, stop }
}
