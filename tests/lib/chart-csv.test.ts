import { describe, expect, it } from 'vitest'
import { chartCsv } from '../../src/lib/chart-csv'
import { dayToSeconds } from '../../src/lib/chart-data'

describe('chartCsv', () => {
  it('writes a date column and a column per series, numbers as numbers, gaps empty, headers quoted when needed', () => {
    const xs = ['2026-10-01', '2026-10-02'].map(dayToSeconds)
    const csv = chartCsv('Дата', xs, [
      { header: 'Пополнение', values: [1500.5, -20] },
      { header: 'Пополнение, прошлый период', values: [null, 3] },
    ])
    expect(csv).toBe('\uFEFFДата,Пополнение,"Пополнение, прошлый период"\r\n2026-10-01,1500.5,\r\n2026-10-02,-20,3\r\n')
  })
})
