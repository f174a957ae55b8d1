import { describe, expect, it } from 'vitest'
import { retentionCsv } from '../../../src/features/stats/retention-scale'

describe('retentionCsv', () => {
  it('writes the cohorts in the same dialect, the shares as fractions with a decimal comma', () => {
    const csv = retentionCsv([
      { cohort: '2026-09', size: 1200, retention: [1, 0.425] },
      { cohort: '2026-10', size: 80, retention: [1] },
    ])
    expect(csv).toBe('\uFEFFКогорта;Размер;Месяц 0;Месяц 1\r\n2026-09;1200;1;0,425\r\n2026-10;80;1\r\n')
  })
})
