import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { ColumnProfiler } from '../../../src/lib/csv/cells'
import { parseCsvDocument } from '../../../src/lib/csv/document'
import { encodeText } from './csv-files'

/** What papaparse reads from the whole text, blank records left out: the rows the document must give. */
function papaparseRows(text: string, separator: string, newline: '\r\n' | '\n' | '\r'): { header: string[]; rows: string[][] } {
  const records = Papa.parse<string[]>(text, { delimiter: separator, newline }).data.filter(
    (record) => !(record.length === 1 && record[0] === ''),
  )
  const [header = [], ...rows] = records
  return { header, rows }
}

const header = ['id', 'note', 'sum']

describe('the records of a file, with and without quotes', () => {
  it.each([
    ['\r\n', ';'],
    ['\n', ';'],
    ['\r', ','],
  ] as const)('reads records without quotes and every kind of quoted one as papaparse does (line break %j)', (newline, separator) => {
    const records = [
      header.join(separator),
      `1${separator}plain${separator}10`,
      `2${separator}"quoted${separator} with separator"${separator}20`,
      `3${separator}"doubled ""quotes"""${separator}30`,
      `4${separator}"two${newline}lines"${separator}40`,
      `5${separator}a"quote inside${separator}50`,
      `6${separator}"spaces after the quote"  ${separator}60`,
      `7${separator}"text after"the quote${separator}70`,
      `8${separator}${separator}`,
      '',
      `9${separator}"last quoted"`,
      `10${separator}"a quote left open${separator}100`,
    ]
    for (const text of [records.join(newline) + newline, records.join(newline)]) {
      const expected = papaparseRows(text, separator, newline)
      const document = parseCsvDocument(encodeText(text, 'utf-8'))
      expect(document.summary.header).toEqual(expected.header)
      expect(document.rows('', 0, 100)).toEqual(expected.rows)
    }
  })

  it('counts the lines of records with quotes and of records whose fields hold a bare line feed', () => {
    const text = ['id;note;sum', '1;"a\nb";1', '2;c\nd;2', '3;"e\r\nf\r\ng";3', 'short', ''].join('\r\n')
    const document = parseCsvDocument(encodeText(text, 'utf-8'))
    expect(document.rows('', 0, 3)).toEqual([
      ['1', 'a\nb', '1'],
      ['2', 'c\nd', '2'],
      ['3', 'e\r\nf\r\ng', '3'],
    ])
    // The header, two lines of record 1, two of record 2, three of record 3.
    expect(document.summary.malformed).toEqual([{ line: 9, problem: 'too-few-fields', fields: 1 }])
  })

  it('flags the quotes of a record papaparse finds wrong, and profiles quoted cells as the others', () => {
    const wrong = parseCsvDocument(encodeText('id;sum\n"1";"2.5"\n2;"3"x\n"3";1\n', 'utf-8')).summary
    expect(wrong.malformed).toMatchObject([{ line: 3, problem: 'quotes' }])
    const quoted = parseCsvDocument(encodeText('id;sum\n"1";"2.5"\n"2";3\n', 'utf-8')).summary
    expect(quoted.columns).toEqual([
      { name: 'id', numeric: true, sum: 3, decimals: 0 },
      { name: 'sum', numeric: true, sum: 5.5, decimals: 1 },
    ])
  })

  it('profiles quoted cells by their values, doubled quotes and empty quotes included', () => {
    const text = ['id;note;sum', '1;"";"2.5"', '"2";"=1+2";3', '3;"""=x""";"-1"', '4;"-""a";""', '5;"@""";"7,25"', '6;"a""b;c";8', ''].join(
      '\r\n',
    )
    const { header: names, rows } = papaparseRows(text, ';', '\r\n')
    const profiler = new ColumnProfiler(names)
    for (const row of rows) profiler.add(row)
    const summary = parseCsvDocument(encodeText(text, 'utf-8')).summary
    expect(summary.emptyCells).toBe(profiler.emptyCells)
    expect(summary.formulaCells).toBe(profiler.formulaCells)
    expect(summary.columns).toEqual(profiler.columns())
    // papaparse's rows hold two empty cells and three formulas: «=1+2», «-"a» and «@"»
    expect([summary.emptyCells, summary.formulaCells]).toEqual([2, 3])
  })
})
