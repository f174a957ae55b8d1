import type uPlot from 'uplot'

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

/** The series colours of every chart, the theme's semantic tokens (ui/chart/chart-palette.ts). */
export const chartSeriesColors = [
  '--colors-chart-1',
  '--colors-chart-2',
  '--colors-chart-3',
  '--colors-chart-4',
  '--colors-chart-5',
  '--colors-chart-6',
] as const
