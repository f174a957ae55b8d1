import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { chunkChars, ChunkParser, type LineBreak, type RecordSink } from '../../../src/lib/csv/chunk-parser'

/** A small deterministic generator (mulberry32), so that a failing text can be made again. */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

/** Text of cells, separators, line breaks of every kind and quotes, well-formed or not. */
function randomCsv(random: () => number, lineBreak: LineBreak, chars: number): string {
  const pieces = ['a', 'ё', ' ', ';', ';', '"', '""', '\n', '\r', '\r\n', lineBreak, lineBreak, 'текст', '12.5', '"x;y"']
  let text = ''
  while (text.length < chars) text += pieces[Math.floor(random() * pieces.length)] ?? ''
  return text
}

/** What the parser hands the tally, with the quote errors by record. */
function readInChunks(text: string, lineBreak: LineBreak): { records: string[][]; quoteErrors: number[] } {
  const records: string[][] = []
  const quoteErrors: number[] = []
  const sink: RecordSink = {
    add(chunkRecords, quoteErrorRows) {
      for (const row of quoteErrorRows) quoteErrors.push(records.length + row)
      records.push(...chunkRecords)
    },
  }
  const parser = new ChunkParser(';', lineBreak, sink, () => undefined)
  parser.add(text)
  parser.end()
  return { records, quoteErrors }
}

/** papaparse's full parser over the whole text at once: the answer to match. */
function readWhole(text: string, lineBreak: LineBreak): { records: string[][]; quoteErrors: number[] } {
  const result: Papa.ParseResult<string[]> = new Papa.Parser({ delimiter: ';', newline: lineBreak, fastMode: false }).parse(text, 0, false)
  const quoteErrors = result.errors.flatMap((error) => (error.type === 'Quotes' && error.row !== undefined ? [error.row] : []))
  return { records: result.data, quoteErrors: [...new Set(quoteErrors)] }
}

describe('ChunkParser', () => {
  it.each(['\r\n', '\n', '\r'] as const)(
    'reads what papaparse’s full parser reads, quotes and broken quotes included (%j)',
    (lineBreak) => {
      const random = randomFrom(lineBreak.length * 7919 + lineBreak.charCodeAt(0))
      for (let sample = 0; sample < 300; sample += 1) {
        const text = randomCsv(random, lineBreak, 1 + Math.floor(random() * 120))
        expect(readInChunks(text, lineBreak), JSON.stringify(text)).toEqual(readWhole(text, lineBreak))
      }
    },
  )

  it('reads the same records when chunks cut quoted records, quote-free runs and line breaks', () => {
    const random = randomFrom(42)
    const text = randomCsv(random, '\r\n', 3 * chunkChars + 1234)
    const parsed = readInChunks(text, '\r\n')
    expect(parsed.records.length).toBeGreaterThan(1000)
    expect(parsed).toEqual(readWhole(text, '\r\n'))
  })

  it('reads a file that ends in a quoted record, with or without a line break after it', () => {
    for (const text of ['a;b\r\n1;"x"\r\n', 'a;b\r\n1;"x"', 'a;b\r\n"1\r\n2";x\r\n\r\n', '"', '\r\n']) {
      expect(readInChunks(text, '\r\n'), JSON.stringify(text)).toEqual(readWhole(text, '\r\n'))
    }
  })
})
