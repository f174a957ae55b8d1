import { describe, expect, it } from 'vitest'
import { chartCsv } from '../../src/lib/chart-csv'
import { dayToSeconds } from '../../src/lib/chart-data'

describe('chartCsv', () => {
  it("writes Russian Excel's dialect: a BOM, `;` between fields, a decimal comma, no grouping, gaps empty", () => {
    const xs = ['2026-10-01', '2026-10-02'].map(dayToSeconds)
    const csv = chartCsv('Дата', xs, [
      { header: 'Пополнение', values: [1500.5, -20] },
      { header: 'Пополнение, прошлый период', values: [null, 12345.25] },
    ])
    expect(csv).toBe('\uFEFFДата;Пополнение;Пополнение, прошлый период\r\n2026-10-01;1500,5;\r\n2026-10-02;-20;12345,25\r\n')
  })

  it('quotes a header holding the separator, a quote or a line break', () => {
    const csv = chartCsv('Дата', [], [{ header: 'АО "Юг; Север"', values: [] }])
    expect(csv).toBe('\uFEFFДата;"АО ""Юг; Север"""\r\n')
  })
})
