import { describe, expect, it } from 'vitest'
import { comparisonRatios, formatComparison } from '../bench/comparison'
import { exactFigure, figureFromSamples } from '../bench/figures'

const these = [
  figureFromSamples({ name: 'list.drag_cpu_ms', label: 'drag', unit: 'ms' }, [110, 120, 130]),
  exactFigure({ name: 'list.only_here_ms', label: 'new', unit: 'ms' }, 5),
  exactFigure({ name: 'size.kib', label: 'size', unit: 'KiB' }, 3),
]
const others = [
  figureFromSamples({ name: 'list.drag_cpu_ms', label: 'drag', unit: 'ms' }, [90, 100, 110]),
  exactFigure({ name: 'size.kib', label: 'size', unit: 'KiB' }, 0),
]

describe('BENCH_AGAINST comparison', () => {
  it('gives this build’s median over the other’s for each figure both measured, none for a zero', () => {
    expect(comparisonRatios(these, others)).toEqual({ 'list.drag_cpu_ms': 1.2, 'size.kib': null })
  })

  it('prints both figures and the ratio side by side, under the other build’s name', () => {
    const lines = formatComparison(these, others, '7791734').split('\n')
    expect(lines[0]).toMatch(/^figure\s+this build\s+7791734\s+ratio$/)
    expect(lines[2]).toMatch(/^list\.drag_cpu_ms\s+120 ms\s+100 ms\s+×1\.2$/)
    expect(lines[3]).toMatch(/^size\.kib\s+3 KiB\s+0 KiB\s+—$/)
    expect(lines).toHaveLength(4)
  })
})
