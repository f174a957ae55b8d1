import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { csvHead, csvLines, csvMoney, exportFileName, neutralizeFormula, quoteField, type ExportColumn } from '../../src/lib/csv-export'
import { formatDateTime } from '../../src/lib/format'

interface Operation {
  email: string
  amount: string
  note: string | null
  at: string
  day: string
  count: number
}

const columns: readonly ExportColumn<Operation>[] = [
  { header: 'Пользователь', value: (row) => row.email },
  { header: 'Сумма', value: (row) => row.amount, kind: 'money' },
  { header: 'Описание', value: (row) => row.note },
  { header: 'Дата и время', value: (row) => row.at, kind: 'datetime' },
  { header: 'День', value: (row) => row.day, kind: 'date' },
  { header: 'Число', value: (row) => row.count, kind: 'number' },
]

const row: Operation = {
  email: 'anna@example.com',
  amount: '1234.5',
  note: 'Пополнение; "срочно"\nвторая строка',
  at: '2026-10-03T14:05:00Z',
  day: '2026-10-03',
  count: 2.5,
}

describe('CSV writing', () => {
  it('starts with a byte-order mark and the Russian headers separated by semicolons', () => {
    const head = csvHead(columns)
    expect(head.charCodeAt(0)).toBe(0xfeff)
    expect(head.slice(1)).toBe('Пользователь;Сумма;Описание;Дата и время;День;Число\r\n')
  })

  it('writes money with a decimal comma and no grouping, never rounded', () => {
    expect(csvMoney('1234.5')).toBe('1234,50')
    expect(csvMoney('-120.50')).toBe('-120,50')
    expect(csvMoney('1000000')).toBe('1000000,00')
    expect(csvMoney('0.129')).toBe('0,129')
  })

  it('quotes fields holding a semicolon, a quote or a line break, and a CSV parser reads them back', () => {
    expect(quoteField('a;b')).toBe('"a;b"')
    expect(quoteField('say "hi"')).toBe('"say ""hi"""')
    expect(quoteField('one\r\ntwo')).toBe('"one\r\ntwo"')
    expect(quoteField('plain')).toBe('plain')
    const text = csvHead(columns) + csvLines(columns, [row])
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.data[1]).toEqual([
      'anna@example.com',
      '1234,50',
      'Пополнение; "срочно"\nвторая строка',
      formatDateTime('2026-10-03T14:05:00Z'),
      '03.10.2026',
      '2,5',
    ])
  })

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const dangerous of ['=HYPERLINK("x")', '+1', '-1+2', '@SUM(A1)', '\tcmd', '\rcmd']) {
      expect(neutralizeFormula(dangerous)).toBe(`'${dangerous}`)
    }
    expect(neutralizeFormula('обычный текст')).toBe('обычный текст')
    const line = csvLines(columns, [{ ...row, email: '=cmd|"/c calc"!A1', note: '-2', amount: '=1+1' }])
    const [email, amount, note] = Papa.parse<string[]>(line, { delimiter: ';' }).data[0] ?? []
    expect(email).toBe(`'=cmd|"/c calc"!A1`)
    expect(amount).toBe("'=1+1")
    expect(note).toBe("'-2")
  })

  it('leaves negative money a number and a missing value empty', () => {
    const line = csvLines(columns, [{ ...row, amount: '-5.00', note: null, count: 3 }])
    expect(line.split(';').slice(1, 3)).toEqual(['-5,00', ''])
  })

  it('ends every line with CRLF', () => {
    expect(csvLines(columns, [row, row]).match(/\r\n(?=anna|$)/g)).toHaveLength(2)
  })

  it('names the file in ASCII from the list and the day', () => {
    expect(exportFileName('operations', new Date(2026, 10, 5, 23, 30))).toBe('operations-2026-11-05.csv')
  })

  it('names an export of a period by its days, not by today', () => {
    const today = new Date(2026, 10, 27)
    expect(exportFileName('operations', today, { from: '2026-11-01', to: '2026-11-15' })).toBe('operations-2026-11-01--2026-11-15.csv')
    expect(exportFileName('operations', today, { from: '2026-11-03', to: '2026-11-03' })).toBe('operations-2026-11-03.csv')
    expect(exportFileName('operations', today, { from: '2026-11-01', to: '' })).toBe('operations-from-2026-11-01.csv')
    expect(exportFileName('operations', today, { from: '', to: '2026-11-15' })).toBe('operations-to-2026-11-15.csv')
    expect(exportFileName('operations', today, { from: '', to: '' })).toBe('operations-2026-11-27.csv')
  })
})
