/// <reference lib="webworker" />
import { parseCsvDocument, type CsvDocument } from '../../lib/csv/document'
import type { ParserRequest, ParserResponse } from './parser-protocol'

/**
 * Parses the report off the main thread and keeps its rows: the page receives progress, the
 * summary, counts and only the rows it shows, so a 50 MB file never freezes it.
 */
declare const self: DedicatedWorkerGlobalScope

let received = new Uint8Array(0)
let document: CsvDocument | null = null

const answer = (response: ParserResponse) => self.postMessage(response)

self.onmessage = (event: MessageEvent<ParserRequest>) => {
  const request = event.data
  try {
    if (request.type === 'receive') {
      if (request.offset === 0) received = new Uint8Array(request.total)
      received.set(request.bytes, request.offset)
      return
    }
    if (request.type === 'parse') {
      document = parseCsvDocument(received, (progress) => answer({ id: request.id, type: 'progress', progress }))
      received = new Uint8Array(0)
      answer({ id: request.id, type: 'summary', summary: document.summary })
      return
    }
    if (!document) throw new Error('no file has been parsed yet')
    if (request.type === 'count') answer({ id: request.id, type: 'count', count: document.count(request.query) })
    else answer({ id: request.id, type: 'rows', rows: document.rows(request.query, request.start, request.end) })
  } catch (error) {
    answer({ id: request.id, type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
