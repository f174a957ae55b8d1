import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CsvSummary, ParseProgress } from '../../lib/csv/document'
import { previewCsv, type CsvPreview } from '../../lib/csv/preview'
import { nextTask } from '../../lib/next-task'
import { createCsvParser, type CsvParser } from './csv-parser'

/** Rows shown at once, before the worker has read the whole file. */
export const previewRowLimit = 100
/** Rows fetched from the worker at a time, as the table scrolls. */
const pageSize = 200
const progressIntervalMs = 200

export interface ReportRows {
  preview: CsvPreview
  /** null until the worker has read the whole file. */
  summary: CsvSummary | null
  progress: ParseProgress | null
  /** Parsing the whole file failed: the preview stays. */
  failed: boolean
  /** Rows of the current view: the whole file or the search's matches (the preview until parsed). */
  count: number
  /** A row of the view, or undefined while it is being fetched (the request goes out after render). */
  rowAt(index: number): readonly string[] | undefined
  /** The first `limit` rows of the view, for the clipboard. */
  firstRows(limit: number): Promise<readonly (readonly string[])[]>
}

/** Wraps `work` in performance marks, so that `npm run bench` can read how long it took. */
function measured<T>(name: string, work: () => T): T {
  performance.mark(`${name}:start`)
  const result = work()
  performance.measure(name, `${name}:start`)
  return result
}

/**
 * The report's rows: the first ones parsed at once on the page from a small slice, the whole file
 * in a worker (which keeps the rows), and row windows fetched from it as the table scrolls.
 */
export function useReportRows(bytes: Uint8Array, query: string): ReportRows {
  const preview = useMemo(() => measured('report:preview', () => previewCsv(bytes, previewRowLimit)), [bytes])
  const [parser, setParser] = useState<CsvParser | null>(null)
  const [summary, setSummary] = useState<CsvSummary | null>(null)
  const [progress, setProgress] = useState<ParseProgress | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    performance.mark('report:parse:start')
    let active = true
    let worker: CsvParser | null = null
    let shownAt = 0
    const onProgress = (step: ParseProgress) => {
      // A progress line, not a table: a few updates a second are enough.
      const now = performance.now()
      if (!active || now - shownAt < progressIntervalMs) return
      shownAt = now
      setProgress(step)
    }
    async function parseAll() {
      // The worker starts in a task of its own: starting one takes a while, and the task that shows
      // the first rows has enough to do.
      await nextTask()
      if (!active) return
      const started = createCsvParser()
      worker = started
      const parsed = await started.parse(bytes, onProgress)
      performance.measure('report:parse', 'report:parse:start')
      if (!active) return
      // A transition: the table of every row renders in slices, never as one long task.
      startTransition(() => {
        setSummary(parsed)
        setParser(started)
      })
    }
    parseAll().catch(() => active && setFailed(true))
    return () => {
      active = false
      worker?.dispose()
    }
  }, [bytes])

  const view = useRowView(summary ? parser : null, query)
  const rowsOfPreview = query === '' ? preview.rows : []
  const count = view.count ?? (!summary ? rowsOfPreview.length : query === '' ? summary.rowCount : 0)

  const viewRowAt = view.rowAt
  const rowAt = useCallback(
    (index: number) => viewRowAt(index) ?? (query === '' ? preview.rows[index] : undefined),
    [viewRowAt, query, preview],
  )

  return {
    preview,
    summary,
    progress,
    failed,
    count,
    rowAt,
    async firstRows(limit) {
      if (!parser || !summary) return rowsOfPreview.slice(0, limit)
      return parser.rows(query, 0, limit)
    },
  }
}

interface RowView {
  /** Matches of the query; null before the worker answered (or for no query). */
  count: number | null
  rowAt(index: number): readonly string[] | undefined
}

/**
 * Windows of rows from the worker for one query. A page that the table asks for while it renders
 * is requested right after that render (a microtask): the virtualized table also renders on its
 * own, as it scrolls, and those renders must fetch their rows too.
 */
function useRowView(parser: CsvParser | null, query: string): RowView {
  const [pages, setPages] = useState<{ parser: CsvParser | null; query: string; rows: Map<number, string[][]> }>({
    parser,
    query,
    rows: new Map(),
  })
  const [counted, setCounted] = useState<{ query: string; count: number } | null>(null)
  // Per parser: a new file starts with nothing requested.
  const requested = useRef(new WeakMap<CsvParser, Set<string>>())
  const current = pages.parser === parser && pages.query === query ? pages.rows : null
  if (current === null) setPages({ parser, query, rows: new Map() })

  useEffect(() => {
    if (!parser) return
    let active = true
    parser.count(query).then(
      (count) => active && startTransition(() => setCounted({ query, count })),
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [parser, query])

  const requestPage = useCallback(
    (page: number) => {
      if (!parser) return
      const asked = requested.current.get(parser) ?? new Set<string>()
      requested.current.set(parser, asked)
      const key = `${query}\u0000${page}`
      if (asked.has(key)) return
      asked.add(key)
      queueMicrotask(() => {
        parser.rows(query, page * pageSize, (page + 1) * pageSize).then(
          (rows) =>
            setPages((state) =>
              state.parser === parser && state.query === query ? { ...state, rows: new Map(state.rows).set(page, rows) } : state,
            ),
          () => asked.delete(key),
        )
      })
    },
    [parser, query],
  )

  const rowAt = useCallback(
    (index: number) => {
      if (!parser) return undefined
      const page = Math.floor(index / pageSize)
      const rows = current?.get(page)
      if (rows === undefined) requestPage(page)
      return rows?.[index - page * pageSize]
    },
    [parser, current, requestPage],
  )
  return { count: parser && counted?.query === query ? counted.count : null, rowAt }
}
