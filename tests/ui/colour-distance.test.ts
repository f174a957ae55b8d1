import { describe, expect, it } from 'vitest'
import { chartSeriesPalette } from '../../src/ui/chart/chart-palette'
import { colourDistance } from '../support/colour-distance'

describe('the series colours of one chart', () => {
  it('measures how far apart colours look', () => {
    expect(colourDistance('#000000', '#000000')).toBe(0)
    expect(colourDistance('#000000', '#ffffff')).toBeCloseTo(100, 0)
    // The two blues the finance chart once drew side by side («Пополнение», «Пополнение сотрудником»).
    expect(colourDistance('#0072B2', '#4590BA')).toBeLessThan(20)
  })

  // The charts draw up to five series (finance operations by type): no two of them near-identical.
  it.each(['light', 'dark'] as const)('in the %s theme, any two of the first five are clearly apart', (theme) => {
    const colours = chartSeriesPalette[theme].slice(0, 5)
    for (const [index, colour] of colours.entries()) {
      for (const other of colours.slice(index + 1)) expect(colourDistance(colour, other), `${colour} / ${other}`).toBeGreaterThan(40)
    }
  })
})
