import type uPlot from 'uplot'
import { css } from 'styled-system/css'

/**
 * uPlot paints on a canvas, which knows no CSS variables. A chart names its colors as CSS
 * variables (Panda tokens, the light/dark theme's semantic colors); `themeColor` reads one from the
 * chart's root when drawn, and the value is kept until the theme changes (`forgetThemeColors`).
 */
const resolved = new Map<string, string>()

export function themeColor(variable: `--${string}`): (self: uPlot) => string {
  return (self) => {
    let color = resolved.get(variable)
    if (color === undefined) {
      color = getComputedStyle(self.root).getPropertyValue(variable).trim() || 'currentColor'
      resolved.set(variable, color)
    }
    return color
  }
}

/** The theme changed: colors are read again at the next draw. */
export function forgetThemeColors(): void {
  resolved.clear()
}

/** The series colors of every chart, `--chart-1` … `--chart-6`, defined per theme on the chart's root. */
export const chartSeriesColors = ['--chart-1', '--chart-2', '--chart-3', '--chart-4', '--chart-5', '--chart-6'] as const

/** Defines the series palette per theme; on the chart's root, and on whatever shows its legend. */
export const chartPalette = css({
  '--chart-1': '{colors.indigo.600}',
  '--chart-2': '{colors.orange.600}',
  '--chart-3': '{colors.teal.600}',
  '--chart-4': '{colors.rose.600}',
  '--chart-5': '{colors.sky.700}',
  '--chart-6': '{colors.lime.700}',
  _dark: {
    '--chart-1': '{colors.indigo.400}',
    '--chart-2': '{colors.orange.400}',
    '--chart-3': '{colors.teal.400}',
    '--chart-4': '{colors.rose.400}',
    '--chart-5': '{colors.sky.400}',
    '--chart-6': '{colors.lime.400}',
  },
})
