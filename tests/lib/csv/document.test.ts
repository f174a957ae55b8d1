import { describe, expect, it } from 'vitest'
import { createCsvDocumentParser, parseCsvDocument, type CsvDocument, type ParseProgress } from '../../../src/lib/csv/document'
import { encodingLabel } from '../../../src/lib/csv/encoding'
import { csvFile, encodeText, reportHeader, reportRows, type TestEncoding } from './csv-files'

const dialects: { separator: string; encoding: TestEncoding; label: string }[] = [
  { separator: ';', encoding: 'utf-8-bom', label: 'UTF-8 с BOM' },
  { separator: ';', encoding: 'utf-8', label: 'UTF-8 без BOM' },
  { separator: ';', encoding: 'windows-1251', label: 'Windows-1251' },
  { separator: ',', encoding: 'utf-8-bom', label: 'UTF-8 с BOM' },
  { separator: ',', encoding: 'utf-8', label: 'UTF-8 без BOM' },
  { separator: ',', encoding: 'windows-1251', label: 'Windows-1251' },
]

/** The file as the worker gets it: in parts of `partBytes`. */
function parseInParts(bytes: Uint8Array, partBytes: number, onProgress?: (progress: ParseProgress) => void): CsvDocument {
  const parser = createCsvDocumentParser(bytes.length, onProgress)
  for (let offset = 0; offset < bytes.length; offset += partBytes) parser.push(bytes.subarray(offset, offset + partBytes))
  return parser.finish()
}

/** papaparse reads the text in chunks of this many characters (lib/csv/document.ts). */
const chunkChars = 1 << 20

/** Unquoted rows `id;note;sum` of about `chars` characters in all. */
function plainRows(chars: number): string[] {
  return Array.from({ length: Math.ceil(chars / 16) }, (_, index) => `${String(index).padStart(6, '0')};строка;${index % 10}`)
}

describe('parseCsvDocument', () => {
  it.each(dialects)(
    'reads a report separated by $separator in $encoding with the right Cyrillic and counts',
    ({ separator, encoding, label }) => {
      const rows = reportRows(250)
      const document = parseCsvDocument(csvFile([[...reportHeader], ...rows], { separator, encoding }))
      const { summary } = document
      expect(summary.separator).toBe(separator)
      expect(encodingLabel(summary.encoding)).toBe(label)
      expect(summary.header).toEqual(reportHeader)
      expect(summary.rowCount).toBe(250)
      expect(summary.columnCount).toBe(9)
      expect(summary.malformedCount).toBe(0)
      expect(document.rows('', 0, 250)).toEqual(rows)
      expect(document.rows('', 2, 4).map((row) => row[2])).toEqual(['АО "Северсталь; Юг"', 'Студия, дизайн'])
    },
  )

  it('keeps separators, quotes and newlines inside quoted fields and counts lines past them', () => {
    const text = 'id;note;sum\n1;"первая; строка\nвторая строка";10\n2;"с ""кавычками""";20\n3;x\n'
    const { summary, rows } = parseCsvDocument(encodeText(text, 'utf-8'))
    expect(rows('', 0, 2)).toEqual([
      ['1', 'первая; строка\nвторая строка', '10'],
      ['2', 'с "кавычками"', '20'],
    ])
    // Record 3 starts on line 5: the header, two lines of record 1, record 2.
    expect(summary.malformed).toEqual([{ line: 5, problem: 'too-few-fields', fields: 2 }])
  })

  it('counts and lists malformed rows with their line numbers, keeping them in the table', () => {
    const text = ['a,b,c', '1,2,3', '4,5', '', '6,7,8,9', '"10,11,12', ''].join('\r\n')
    const document = parseCsvDocument(encodeText(text, 'utf-8'))
    expect(document.summary.rowCount).toBe(4)
    expect(document.summary.blankLines).toBe(1)
    expect(document.summary.malformedCount).toBe(3)
    expect(document.summary.malformed).toEqual([
      { line: 3, problem: 'too-few-fields', fields: 2 },
      { line: 5, problem: 'too-many-fields', fields: 4 },
      { line: 6, problem: 'quotes', fields: 1 },
    ])
    expect(document.rows('', 1, 3)).toEqual([
      ['4', '5'],
      ['6', '7', '8', '9'],
    ])
  })

  it('flags cells that could run as formulas, but not negative numbers or neutralised cells', () => {
    const text = 'name;amount\n=HYPERLINK("http://x");-120.50\n+7 999;10\n@SUM(A1);-3\n\'=1+1;5\n-x;1\n'
    expect(parseCsvDocument(encodeText(text, 'utf-8')).summary.formulaCells).toBe(4)
  })

  it('finds numeric columns, their sums and empty cells', () => {
    const text = 'name;top_ups;spent;code\nа;1500.50;10;7\nб;;-0.25;x\nв;200;2,5;\n'
    const { summary } = parseCsvDocument(encodeText(text, 'utf-8'))
    expect(summary.columns).toEqual([
      { name: 'name', numeric: false, sum: 0, decimals: 0 },
      { name: 'top_ups', numeric: true, sum: 1700.5, decimals: 2 },
      { name: 'spent', numeric: true, sum: 12.25, decimals: 2 },
      { name: 'code', numeric: false, sum: 0, decimals: 0 },
    ])
    expect(summary.emptyCells).toBe(2)
  })

  it('answers an empty report (a header only, or no bytes) with no rows', () => {
    expect(parseCsvDocument(encodeText('a;b\r\n', 'utf-8-bom')).summary).toMatchObject({ rowCount: 0, header: ['a', 'b'] })
    expect(parseCsvDocument(new Uint8Array(0)).summary).toMatchObject({ rowCount: 0, columnCount: 0, header: [] })
  })

  it('searches rows case-insensitively, Cyrillic included, and windows the matches', () => {
    const document = parseCsvDocument(csvFile([[...reportHeader], ...reportRows(100)], { separator: ';', encoding: 'windows-1251' }))
    expect(document.count('ЁЛКИН')).toBe(20)
    expect(document.rows('ёлкин', 0, 2).map((row) => row[1])).toEqual(['user1@example.ru', 'user6@example.ru'])
    expect(document.count('user99@')).toBe(1)
    expect(document.count('  ')).toBe(100)
    expect(document.count('нет такого')).toBe(0)
  })

  it('reports progress while the parts arrive, up to the whole file', () => {
    const bytes = csvFile([[...reportHeader], ...reportRows(16_000)], { separator: ';', encoding: 'utf-8' })
    const progress: ParseProgress[] = []
    const parser = createCsvDocumentParser(bytes.length, (step) => progress.push(step))
    const partBytes = 512 * 1024
    for (let offset = 0; offset < bytes.length; offset += partBytes) parser.push(bytes.subarray(offset, offset + partBytes))
    // The rows of every chunk but the last are counted before the file has ended.
    expect(progress.at(-1)?.rows).toBeGreaterThan(0)
    parser.finish()
    expect(progress.length).toBeGreaterThan(2)
    expect(progress.at(-1)).toEqual({ parsedBytes: bytes.length, totalBytes: bytes.length, rows: 16_000 })
    const parsed = progress.map((step) => step.parsedBytes)
    expect(parsed).toEqual([...parsed].sort((a, b) => a - b))
    expect(parsed.every((value) => value <= bytes.length)).toBe(true)
  })
})

describe('createCsvDocumentParser: a file that arrives in parts', () => {
  it.each(['utf-8', 'utf-8-bom', 'windows-1251'] as const)('gives what the whole %s file gives, however it is cut', (encoding) => {
    // Over two papaparse chunks, the Cyrillic only after 200 KB of ASCII: the encoding is decided parts later.
    const ascii = Array.from({ length: 5000 }, (_, index) => [`a-${index}`, `user${index}@example.ru`, 'x;"y"', '1.5'])
    const cyrillic = reportRows(30_000).map((row) => [row[0] ?? '', row[1] ?? '', row[2] ?? '', row[6] ?? ''])
    const rows = [['id', 'email', 'note', 'sum'], ...ascii, ...cyrillic]
    const bytes = csvFile(rows, { separator: ';', encoding })
    expect(bytes.length).toBeGreaterThan(2 * chunkChars)
    const whole = parseCsvDocument(bytes)
    expect(whole.summary).toMatchObject({
      rowCount: 35_000,
      malformedCount: 0,
      encoding: { encoding: encoding === 'windows-1251' ? 'windows-1251' : 'utf-8' },
    })
    expect(whole.rows('', 0, 35_000)).toEqual(rows.slice(1))
    for (const partBytes of [4099, 65_537, 2 * 1024 * 1024]) {
      const parsed = parseInParts(bytes, partBytes)
      expect(parsed.summary).toEqual(whole.summary)
      expect(parsed.rows('', 0, 35_000)).toEqual(rows.slice(1))
      expect(parsed.count('ёлкин')).toBe(6000)
    }
  })

  it('reads a file cut into single bytes: characters, a CRLF and a quoted field split between parts', () => {
    const bytes = encodeText('имя;заметка\r\nЁж;"две\r\nстроки; и ""кавычки"""\r\n€;x\r\n', 'utf-8-bom')
    const document = parseInParts(bytes, 1)
    expect(document.summary).toEqual(parseCsvDocument(bytes).summary)
    expect(document.summary).toMatchObject({ encoding: { encoding: 'utf-8', bom: true }, header: ['имя', 'заметка'], rowCount: 2 })
    expect(document.rows('', 0, 2)).toEqual([
      ['Ёж', 'две\r\nстроки; и "кавычки"'],
      ['€', 'x'],
    ])
  })

  it('counts rows and lines right across a chunk boundary that cuts a quoted field with separators and newlines', () => {
    // In the first chunk: a record of two lines (line 3), then a short one (line 5).
    let text = ['id;note;sum', '1;x;1', 'e;"ранняя\nзапись";1', 'short;row', ...plainRows(chunkChars)].join('\n')
    // The quoted field opens a few characters before the boundary and closes after it.
    text = text.slice(0, text.lastIndexOf('\n', chunkChars - 8))
    const rowsBefore = text.split('\n').length - 2
    text += '\nq;"до границы; и\nпосле\nнеё";7\n' + ['a;b;1', 'bad;row', 'c;d;2'].join('\n') + '\n'
    const document = parseInParts(encodeText(text, 'utf-8'), 300_000)
    expect(document.summary.rowCount).toBe(rowsBefore + 4)
    expect(document.rows('', rowsBefore, rowsBefore + 2)).toEqual([
      ['q', 'до границы; и\nпосле\nнеё', '7'],
      ['a', 'b', '1'],
    ])
    // The bad row follows the header, the rows before (one of two lines), the three lines of the quoted record and «a;b;1».
    expect(document.summary.malformed).toEqual([
      { line: 5, problem: 'too-few-fields', fields: 2 },
      { line: 1 + (rowsBefore + 1) + 3 + 1 + 1, problem: 'too-few-fields', fields: 2 },
    ])
  })

  it('reads quoted fields right after a first chunk without a single quote (papaparse splits such a chunk on separators alone)', () => {
    const plain = plainRows(chunkChars + 5000)
    const text = ['id;note;sum', ...plain, '1;"с ; внутри";2', '2;"с ""кавычками"" и\nстрокой";3', ''].join('\r\n')
    const document = parseCsvDocument(encodeText(text, 'windows-1251'))
    expect(document.summary).toMatchObject({ rowCount: plain.length + 2, columnCount: 3, malformedCount: 0 })
    expect(document.rows('', plain.length, plain.length + 2)).toEqual([
      ['1', 'с ; внутри', '2'],
      ['2', 'с "кавычками" и\nстрокой', '3'],
    ])
    expect(document.summary.columns.map((column) => column.numeric)).toEqual([true, false, true])
  })

  it('keeps cells that hold U+0000 as they are, and finds them', () => {
    const document = parseInParts(encodeText('id;note\n1;a\u0000b\n2;"c\u0000"\n3;d\n', 'utf-8'), 5)
    expect(document.rows('', 0, 3)).toEqual([
      ['1', 'a\u0000b'],
      ['2', 'c\u0000'],
      ['3', 'd'],
    ])
    expect(document.count('b')).toBe(1)
    expect(document.rows('d', 0, 1)).toEqual([['3', 'd']])
  })

  it('answers an empty file sent as no parts at all', () => {
    expect(createCsvDocumentParser(0).finish().summary).toMatchObject({ rowCount: 0, header: [], separator: ';' })
  })
})
