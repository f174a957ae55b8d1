/// <reference lib="webworker" />
import { createCsvDocumentParser, type CsvDocument, type CsvDocumentParser } from '../../lib/csv/document'
import type { ParserRequest, ParserResponse } from './parser-protocol'

/**
 * Parses the report off the main thread and keeps its rows: the page receives progress, the
 * summary, counts and only the rows it shows, so a 50 MB file never freezes it. Each part of the
 * file is parsed as it arrives, while the page is still sending the next ones.
 */
declare const self: DedicatedWorkerGlobalScope

let parsing: { id: number; parser: CsvDocumentParser; remaining: number } | null = null
let document: CsvDocument | null = null

const answer = (response: ParserResponse) => self.postMessage(response)

function finishParse(id: number, parser: CsvDocumentParser): void {
  parsing = null
  document = parser.finish()
  answer({ id, type: 'summary', summary: document.summary })
}

self.onmessage = (event: MessageEvent<ParserRequest>) => {
  const request = event.data
  try {
    if (request.type === 'parse') {
      document = null
      const parser = createCsvDocumentParser(request.total, (progress) => answer({ id: request.id, type: 'progress', progress }))
      parsing = { id: request.id, parser, remaining: request.total }
      if (request.total === 0) finishParse(request.id, parser)
      return
    }
    if (request.type === 'part') {
      // A part of a parse that failed is dropped: its error has been answered.
      if (parsing?.id !== request.id) return
      parsing.parser.push(request.bytes)
      parsing.remaining -= request.bytes.length
      if (parsing.remaining <= 0) finishParse(request.id, parsing.parser)
      return
    }
    if (!document) throw new Error('no file has been parsed yet')
    if (request.type === 'count') answer({ id: request.id, type: 'count', count: document.count(request.query) })
    else answer({ id: request.id, type: 'rows', rows: document.rows(request.query, request.start, request.end) })
  } catch (error) {
    if (parsing?.id === request.id) parsing = null
    answer({ id: request.id, type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
