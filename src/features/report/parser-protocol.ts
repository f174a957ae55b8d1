import type { CsvSummary, ParseProgress } from '../../lib/csv/document'

/** What the page asks the parsing worker; `id` pairs an answer with its request. */
export type ParserRequest =
  /** A part of the file at `offset` (of `total` bytes); the parts are sent in small tasks. */
  | { id: number; type: 'receive'; offset: number; total: number; bytes: Uint8Array }
  /** Parse what was received. */
  | { id: number; type: 'parse' }
  | { id: number; type: 'count'; query: string }
  | { id: number; type: 'rows'; query: string; start: number; end: number }

/** What the worker answers: progress of a parse, then its result, or an error. */
export type ParserResponse =
  | { id: number; type: 'progress'; progress: ParseProgress }
  | { id: number; type: 'summary'; summary: CsvSummary }
  | { id: number; type: 'count'; count: number }
  | { id: number; type: 'rows'; rows: string[][] }
  | { id: number; type: 'error'; message: string }
