import { csvHead, csvLines, type ExportColumn } from './csv-export'
import { formatNumber } from './format'
import { pluralize } from './plural'

/** What the export needs of a list page (the API's `{count, next, results}`). */
export interface ExportPage<Row> {
  count: number
  next: string | null
  results: readonly Row[]
}

export interface ExportProgress {
  /** Rows written so far. */
  written: number
  /** The list's count, as its first page answered. */
  total: number
}

export type ListExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress | null }
  | { status: 'done'; rows: number }
  | { status: 'stopped' }
  | { status: 'failed'; message: string }

/** A list's export as its button shows it (state `useListExport`, ui `ExportButton`). */
export interface ListExportController {
  state: ListExportState
  start: () => void
  stop: () => void
}

const rowForms = { one: 'строка', few: 'строки', many: 'строк' }

/** «Выгружено 1 500 из 12 000», or what the export ended with (the announcer says it at each quarter and the end). */
export function describeExport(state: ListExportState): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'running':
      return state.progress ? `Выгружено ${formatNumber(state.progress.written)} из ${formatNumber(state.progress.total)}` : 'Выгрузка…'
    case 'done':
      return `Файл сохранён: ${formatNumber(state.rows)} ${pluralize(state.rows, rowForms)}`
    case 'stopped':
      return 'Выгрузка остановлена, файл не сохранён'
    case 'failed':
      return `Не удалось выгрузить: ${state.message}`
  }
}

export interface PagedExportOptions<Row> {
  /** Asks the list for one page (from 1) of `pageSize` rows, with the current filters and sort. */
  fetchPage: (page: number, pageSize: number, signal: AbortSignal) => Promise<ExportPage<Row>>
  columns: readonly ExportColumn<Row>[]
  /** Aborting stops the export: nothing more is asked for, and it rejects with the reason. */
  signal?: AbortSignal
  onProgress?: (progress: ExportProgress) => void
  /** @default 500 (the contract's largest page) */
  pageSize?: number
  /** Pages asked for ahead of the one being written. @default 2 */
  prefetch?: number
}

export interface PagedExport {
  /** The CSV file: one part per page, so the text of a page is garbage as soon as it is written. */
  file: Blob
  rows: number
}

/**
 * Every row of a list, page after page, as one CSV file. The pages are written in order while the
 * next few are already being fetched; the loop ends at the page whose `next` is null (or an empty
 * page, when rows vanished meanwhile). One page failing stops the export and aborts the others.
 */
export async function exportAllPages<Row>(options: PagedExportOptions<Row>): Promise<PagedExport> {
  const { fetchPage, columns, onProgress, pageSize = 500, prefetch = 2 } = options
  const controller = new AbortController()
  const stop = () => controller.abort(options.signal?.reason)
  options.signal?.throwIfAborted()
  options.signal?.addEventListener('abort', stop, { once: true })
  const { signal } = controller
  const pending = new Map<number, Promise<ExportPage<Row>>>()
  const request = (page: number) => {
    const answer = fetchPage(page, pageSize, signal)
    // Handled where it is awaited; a page fetched ahead and never awaited must not be reported unhandled.
    answer.catch(() => undefined)
    pending.set(page, answer)
  }
  try {
    const parts: Blob[] = []
    const first = await fetchPage(1, pageSize, signal)
    signal.throwIfAborted()
    const total = first.count
    const lastPage = Math.max(1, Math.ceil(total / pageSize))
    parts.push(new Blob([csvHead(columns), csvLines(columns, first.results)]))
    let written = first.results.length
    onProgress?.({ written, total })
    let latest = first
    for (let page = 2; latest.next !== null && latest.results.length > 0; page += 1) {
      for (let ahead = page; ahead <= Math.min(page + prefetch, lastPage); ahead += 1) if (!pending.has(ahead)) request(ahead)
      if (!pending.has(page)) request(page)
      const answer = pending.get(page)
      pending.delete(page)
      if (!answer) throw new Error(`page ${page} was not requested`)
      latest = await answer
      signal.throwIfAborted()
      parts.push(new Blob([csvLines(columns, latest.results)]))
      written += latest.results.length
      onProgress?.({ written, total })
    }
    return { file: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows: written }
  } finally {
    options.signal?.removeEventListener('abort', stop)
    // Pages asked for ahead of a failure or a stop are not needed any more.
    if (pending.size > 0) controller.abort()
  }
}
