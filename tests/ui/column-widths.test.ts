import { describe, expect, it } from 'vitest'
import { isUncut, minimumWidthByKind, stickyColumnOffsets, tableWidths } from '../../src/ui/column-widths'

describe('column widths', () => {
  it('money, numbers, dates, badges and controls are never cut; text may be', () => {
    expect(['money', 'number', 'date', 'badge', 'control'].every((kind) => isUncut(kind as 'money'))).toBe(true)
    expect(isUncut('text')).toBe(false)
    expect(minimumWidthByKind.text).toBe('8rem')
  })

  it('a column with a width keeps it, never under its kind’s minimum nor what was measured', () => {
    const { columns } = tableWidths(
      [{ kind: 'text', width: '14rem' }, { kind: 'money', width: '9rem' }, { kind: 'badge' }],
      new Map([
        [1, 130],
        [2, 190],
      ]),
    )
    expect(columns).toEqual(['max(14rem, 8rem, 0px)', 'max(9rem, 6rem, 130px)', 'max(6rem, 190px)'])
  })

  it('text columns without a width share the rest: the table is wide enough for each to get the largest of their minimums', () => {
    const widths = tableWidths(
      [{ kind: 'control', width: '2.75rem' }, { kind: 'text' }, { kind: 'text' }, { kind: 'date' }],
      new Map([
        [2, 150],
        [3, 96],
      ]),
    )
    expect(widths.columns).toEqual(['max(2.75rem, 0px, 0px)', undefined, undefined, 'max(6.5rem, 96px)'])
    expect(widths.minWidth).toBe('calc(max(2.75rem, 0px, 0px) + max(6.5rem, 96px) + 2 * max(max(8rem, 0px), max(8rem, 150px)))')
  })

  it('keeps the leading controls and the first column after them in view, each after the ones before', () => {
    const specs = [{ kind: 'control' as const, width: '2.75rem' }, { kind: 'text' as const }, { kind: 'date' as const }]
    expect(stickyColumnOffsets(specs, tableWidths(specs, new Map()).columns)).toEqual(['0px', 'calc(max(2.75rem, 0px, 0px))'])
    expect(stickyColumnOffsets([{ kind: 'text' }, { kind: 'money' }], [undefined, '6rem'])).toEqual(['0px'])
  })
})
