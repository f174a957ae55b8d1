import type uPlot from 'uplot'
import { formatAxisDate, formatAxisValues, type ChartUnit } from '../../lib/chart-format'
import { axisFont, axisSize, tickSpace } from '../../ui/chart/axis-fit'
import { chartSeriesColors, themeColor } from '../../ui/chart/theme-colors'
import type { ChartOptions } from '../../ui/chart/uplot-chart'
import { utcDate } from '../../ui/chart/utc-date'

/** Every time chart of the screen moves its cursor with the others: one hover reads the same day everywhere. */
export const statsCursorSyncKey = 'stats'

/** The series palette's variable for the i-th series of a chart. */
export const seriesColor = (index: number) => chartSeriesColors[index % chartSeriesColors.length] ?? '--colors-chart-1'

const axisColors = {
  font: axisFont,
  stroke: themeColor('--colors-fg-muted'),
  grid: { stroke: themeColor('--colors-border-default'), width: 1 },
  ticks: { stroke: themeColor('--colors-border-default'), width: 1 },
} as const

const secondsPerDay = 86_400

/** Every label the x axis may show, by days and by months (the widest month names included). */
function sampleDateLabels(): string[] {
  return Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 28) / 1000).flatMap((seconds) => [
    formatAxisDate(seconds, secondsPerDay),
    formatAxisDate(seconds, 31 * secondsPerDay),
  ])
}

/**
 * uPlot options of a time chart: the series, then the same series of the previous period, dashed
 * and hidden until compared (a fixed series list, so comparing never re-creates the chart).
 */
export function timeChartOptions(labels: readonly string[], unit: ChartUnit): ChartOptions {
  const current: uPlot.Series[] = labels.map((label, index) => ({
    label,
    stroke: themeColor(seriesColor(index)),
    width: 2,
    points: { show: false },
  }))
  const previous: uPlot.Series[] = labels.map((label, index) => ({
    label: `${label}, прошлый период`,
    stroke: themeColor(seriesColor(index)),
    width: 1.5,
    dash: [6, 4],
    points: { show: false },
    show: false,
  }))
  return {
    tzDate: utcDate,
    legend: { show: false },
    scales: { x: { time: true } },
    cursor: { sync: { key: statsCursorSyncKey, setSeries: false }, drag: { x: true, y: false }, points: { show: false } },
    series: [{}, ...current, ...previous],
    axes: [
      {
        ...axisColors,
        // Ticks as far apart as the widest date label needs, so labels never run into each other.
        space: tickSpace(sampleDateLabels()),
        values: (_self, splits, _axis, _space, increment) => splits.map((split) => formatAxisDate(split, increment)),
      },
      // As wide as its labels: a long amount keeps its minus sign.
      { ...axisColors, size: (_self, values) => axisSize(values), values: (_self, splits) => formatAxisValues(splits, unit) },
    ],
  }
}
