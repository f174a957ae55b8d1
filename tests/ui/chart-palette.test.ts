import { describe, expect, it } from 'vitest'
import { chartSeriesPalette } from '../../src/ui/chart/chart-palette'

/** The surfaces a chart is drawn on: bg.canvas (the card) and bg.surface (the page), per theme (ui/theme/preset.ts). */
const backgrounds = {
  light: { 'white (bg.canvas)': '#ffffff', 'neutral.50 (bg.surface)': '#fafafa' },
  dark: { 'neutral.950 (bg.canvas)': '#0a0a0a', 'neutral.900 (bg.surface)': '#171717' },
}

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)
const luminanceOf = ([r = 0, g = 0, b = 0]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b

function contrast(a: string, b: string): number {
  const [high, low] = [luminanceOf(channels(a).map(linear)), luminanceOf(channels(b).map(linear))].sort((x, y) => y - x)
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05)
}

// Machado, Oliveira and Fernandes (2009), full severity, on linear RGB.
const deficiencies = {
  none: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
}

/** CIE L*a*b* of a colour as a reader with `matrix`'s deficiency sees it. */
function labSeen(hex: string, matrix: number[][]): number[] {
  const rgb = channels(hex).map(linear)
  const [r = 0, g = 0, b = 0] = matrix.map((row) =>
    Math.min(
      1,
      Math.max(
        0,
        row.reduce((sum, weight, index) => sum + weight * (rgb[index] ?? 0), 0),
      ),
    ),
  )
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116)
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047)
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b)
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)]
}

const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)))

describe('the chart series palette', () => {
  for (const theme of ['light', 'dark'] as const) {
    const colors = chartSeriesPalette[theme]

    it(`${theme}: every series stands out 3:1 against the card and the page`, () => {
      for (const [surface, background] of Object.entries(backgrounds[theme])) {
        for (const color of colors)
          expect({ color, surface, ratio: contrast(color, background) >= 3 }).toEqual({ color, surface, ratio: true })
      }
    })

    it(`${theme}: any two series stay apart for colour-blind readers (ΔE*ab ≥ 8 under each deficiency)`, () => {
      for (const [deficiency, matrix] of Object.entries(deficiencies)) {
        colors.forEach((first, index) => {
          for (const second of colors.slice(index + 1)) {
            const apart = distance(labSeen(first, matrix), labSeen(second, matrix)) >= 8
            expect({ deficiency, first, second, apart }).toEqual({ deficiency, first, second, apart: true })
          }
        })
      }
    })
  }

  it('has as many colours in each theme', () => {
    expect(chartSeriesPalette.dark).toHaveLength(chartSeriesPalette.light.length)
  })
})
