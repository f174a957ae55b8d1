import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ParserRequest, ParserResponse } from '../../../src/features/report/parser-protocol'
import { csvFile, reportHeader, reportRows } from '../../lib/csv/csv-files'

/** The worker's global scope: what it answers is recorded, requests are handed to its handler. */
interface FakeScope {
  onmessage: ((event: { data: ParserRequest }) => void) | null
  postMessage: (response: ParserResponse) => void
}

let answers: ParserResponse[] = []
let scope: FakeScope

beforeEach(async () => {
  answers = []
  scope = { onmessage: null, postMessage: (response) => answers.push(response) }
  vi.stubGlobal('self', scope)
  // A fresh worker each test: the module keeps the parsed file.
  vi.resetModules()
  await import('../../../src/features/report/csv.worker')
  return () => vi.unstubAllGlobals()
})

function request(data: ParserRequest): void {
  if (!scope.onmessage) throw new Error('the worker set no message handler')
  scope.onmessage({ data })
}

function sendParts(id: number, bytes: Uint8Array, partBytes: number): void {
  for (let offset = 0; offset < bytes.length; offset += partBytes)
    request({ id, type: 'part', bytes: bytes.slice(offset, offset + partBytes) })
}

const file = csvFile([[...reportHeader], ...reportRows(12_000)], { separator: ';', encoding: 'windows-1251' })

describe('csv.worker', () => {
  it('parses each part as it arrives and answers the summary once the last byte is in', () => {
    request({ id: 1, type: 'parse', total: file.length })
    const partBytes = 256 * 1024
    sendParts(1, file.subarray(0, file.length - 10), partBytes)
    // Rows counted before the file has ended, and no summary yet.
    expect(answers.some((answer) => answer.type === 'progress' && answer.progress.rows > 0)).toBe(true)
    expect(answers.filter((answer) => answer.type !== 'progress')).toEqual([])
    request({ id: 1, type: 'part', bytes: file.slice(file.length - 10) })
    const summary = answers.at(-1)
    expect(summary).toMatchObject({
      id: 1,
      type: 'summary',
      summary: { rowCount: 12_000, encoding: { encoding: 'windows-1251' }, separator: ';' },
    })

    request({ id: 2, type: 'rows', query: 'ёлкин', start: 0, end: 2 })
    request({ id: 3, type: 'count', query: '' })
    expect(answers.slice(-2)).toEqual([
      { id: 2, type: 'rows', rows: [reportRows(2)[1], reportRows(7)[6]] },
      { id: 3, type: 'count', count: 12_000 },
    ])
  })

  it('answers an empty file at once', () => {
    request({ id: 4, type: 'parse', total: 0 })
    expect(answers.filter((answer) => answer.type !== 'progress')).toMatchObject([{ id: 4, type: 'summary', summary: { rowCount: 0 } }])
  })

  it('drops the parts of a parse that a newer one replaced', () => {
    request({ id: 1, type: 'parse', total: file.length })
    sendParts(1, file.subarray(0, 1000), 1000)
    const other = csvFile(
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      { separator: ',', encoding: 'utf-8' },
    )
    request({ id: 2, type: 'parse', total: other.length })
    sendParts(1, file.subarray(1000), 64 * 1024)
    sendParts(2, other, 3)
    expect(answers.filter((answer) => answer.type === 'summary')).toMatchObject([{ id: 2, summary: { rowCount: 1, separator: ',' } }])
  })

  it('answers rows asked for before any file was parsed with an error', () => {
    request({ id: 5, type: 'count', query: '' })
    expect(answers).toEqual([{ id: 5, type: 'error', message: 'no file has been parsed yet' }])
  })
})
