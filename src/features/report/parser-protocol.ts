import type { CsvSummary, ParseProgress } from '../../lib/csv/document'

/** What the page asks the parsing worker; `id` pairs an answer with its request. */
export type ParserRequest =
  /** Parse a file of `total` bytes, whose parts follow; the summary answers once the last byte is in. */
  | { id: number; type: 'parse'; total: number }
  /** The next part of the file that parse `id` reads; the parts are sent in small tasks. */
  | { id: number; type: 'part'; bytes: Uint8Array }
  | { id: number; type: 'count'; query: string }
  | { id: number; type: 'rows'; query: string; start: number; end: number }

/** What the worker answers: progress of a parse, then its result, or an error. */
export type ParserResponse =
  | { id: number; type: 'progress'; progress: ParseProgress }
  | { id: number; type: 'summary'; summary: CsvSummary }
  | { id: number; type: 'count'; count: number }
  | { id: number; type: 'rows'; rows: string[][] }
  | { id: number; type: 'error'; message: string }
