import { describe, expect, it } from 'vitest'
import { ColumnProfiler, isFormulaLike, isNumericCell } from '../../../src/lib/csv/cells'

describe('isNumericCell', () => {
  it('takes numbers as reports write them: an optional minus, digits, a dot or comma before decimals', () => {
    for (const cell of ['0', '7', '-12', '1500.50', '2,5', '-0.25', '007']) expect(isNumericCell(cell), cell).toBe(true)
  })

  it('takes no other text for a number', () => {
    for (const cell of ['', '-', '+1', '1.', ',5', '.5', '-.5', '1.2.3', '1,2,3', '1e5', ' 1', '1 ', '0x10', '--1', '١٢', 'Infinity']) {
      expect(isNumericCell(cell), cell).toBe(false)
    }
  })
})

describe('isFormulaLike', () => {
  it('flags text that starts with = + - @, but not a negative number', () => {
    expect(['=1+1', '+7 999', '-x', '@SUM(A1)', '-1.', '-'].map(isFormulaLike)).toEqual([true, true, true, true, true, true])
    expect(['-120.50', '-3', "'=1+1", 'a=b', ''].map(isFormulaLike)).toEqual([false, false, false, false, false])
  })
})

describe('ColumnProfiler', () => {
  it('sums numeric columns with their most decimals, a decimal comma included', () => {
    const profiler = new ColumnProfiler(['a', 'b'])
    for (const row of [
      ['1,25', '3'],
      ['-0.5', ''],
      ['10', '4.125'],
    ])
      profiler.add(row)
    expect(profiler.columns()).toEqual([
      { name: 'a', numeric: true, sum: 10.75, decimals: 2 },
      { name: 'b', numeric: true, sum: 7.125, decimals: 3 },
    ])
    expect(profiler.emptyCells).toBe(1)
  })
})
