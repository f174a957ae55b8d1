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
  columns: readonly ExportColumn<Row>[]
  onProgress?: (progress: ExportProgress) => void
}

export interface PagedExport {
  /** The CSV file: one part per page, so the text of a page is garbage as soon as it is written. */
  file: Blob
  rows: number
}

/**
 * A list's pages, as they come in order (state/query's `readAllPages`), as one CSV file: the header,
 * then each page's rows; the total is the first page's count. A page failing rejects the whole.
 */
export async function csvOfPages<Row>(pages: AsyncIterable<ExportPage<Row>>, options: PagedExportOptions<Row>): Promise<PagedExport> {
  const { columns, onProgress } = options
  const parts: Blob[] = [new Blob([csvHead(columns)])]
  let written = 0
  let total: number | undefined
  for await (const page of pages) {
    total ??= page.count
    parts.push(new Blob([csvLines(columns, page.results)]))
    written += page.results.length
    onProgress?.({ written, total })
  }
  return { file: new Blob(parts, { type: 'text/csv;charset=utf-8' }), rows: written }
}
