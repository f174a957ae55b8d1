import { describe, expect, it } from 'vitest'
import { parseCsvDocument, type ParseProgress } from '../../../src/lib/csv/document'
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

describe('parseCsvDocument', () => {
  it.each(dialects)('reads a report separated by $separator in $encoding with the right Cyrillic and counts', ({ separator, encoding, label }) => {
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
  })

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

  it('reports progress up to the whole file', () => {
    const bytes = csvFile([[...reportHeader], ...reportRows(16_000)], { separator: ';', encoding: 'utf-8' })
    const progress: ParseProgress[] = []
    parseCsvDocument(bytes, (step) => progress.push(step))
    expect(progress.length).toBeGreaterThan(2)
    expect(progress.at(-1)).toEqual({ parsedBytes: bytes.length, totalBytes: bytes.length, rows: 16_000 })
    const parsed = progress.map((step) => step.parsedBytes)
    expect(parsed).toEqual([...parsed].sort((a, b) => a - b))
  })
})
