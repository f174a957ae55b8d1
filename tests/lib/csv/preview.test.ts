import { describe, expect, it } from 'vitest'
import { previewCsv, previewSliceBytes } from '../../../src/lib/csv/preview'
import { toTsv } from '../../../src/lib/csv/tsv'
import { csvFile, encodeText, reportHeader, reportRows } from './csv-files'

describe('previewCsv', () => {
  it('gives the header and the first rows of a large Windows-1251 file from its first part', () => {
    const rows = reportRows(8000)
    const bytes = csvFile([[...reportHeader], ...rows], { separator: ',', encoding: 'windows-1251' })
    expect(bytes.length).toBeGreaterThan(previewSliceBytes * 3)
    const preview = previewCsv(bytes, 100)
    expect(preview.encoding.encoding).toBe('windows-1251')
    expect(preview.separator).toBe(',')
    expect(preview.header).toEqual(reportHeader)
    expect(preview.rows).toEqual(rows.slice(0, 100))
  })

  it('gives every row of a file shorter than the limit, without a cut last row', () => {
    const rows = reportRows(3)
    const preview = previewCsv(csvFile([[...reportHeader], ...rows], { separator: ';', encoding: 'utf-8-bom' }), 100)
    expect(preview.rows).toEqual(rows)
  })

  it('never shows a half row when the first part ends inside one', () => {
    const long = 'ж'.repeat(previewSliceBytes)
    const preview = previewCsv(encodeText(`a;b\n1;2\n3;${long}\n`, 'utf-8'), 100)
    expect(preview.rows).toEqual([['1', '2']])
  })
})

describe('toTsv', () => {
  it('writes tab-separated lines, quoting tabs, newlines and quotes, and neutralising formulas', () => {
    expect(
      toTsv([
        ['имя', 'сумма'],
        ['ООО "Ёж"', '-10.5'],
        ['a\tb', '=1+1'],
        ['две\nстроки', ''],
      ]),
    ).toBe('имя\tсумма\r\n"ООО ""Ёж"""\t-10.5\r\n"a\tb"\t\'=1+1\r\n"две\nстроки"\t')
  })
})
