import { describe, expect, it } from 'vitest'
import { tooltipGap, tooltipLeft } from '../../src/ui/chart/tooltip-place'

describe('tooltipLeft', () => {
  it('puts the tooltip right of the cursor where it fits', () => {
    expect(tooltipLeft(100, 150, 600)).toBe(100 + tooltipGap)
  })

  it('puts it left of the cursor near the right edge, inside the chart', () => {
    const left = tooltipLeft(560, 150, 600)
    expect(left).toBe(560 - tooltipGap - 150)
    expect(left + 150).toBeLessThanOrEqual(600)
  })

  it('keeps a tooltip wider than either side inside the chart', () => {
    expect(tooltipLeft(200, 350, 400)).toBe(50)
    expect(tooltipLeft(200, 500, 400)).toBe(0)
  })
})
