import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import uPlot from 'uplot'
import { useLatest } from '../../hooks/use-latest'
import 'uplot/dist/uPlot.min.css'
import { css, cx } from 'styled-system/css'
import { forgetThemeColors, themeColor } from './theme-colors'
import { tooltipGap, tooltipLeft } from './tooltip-place'

/** uPlot's options without the size: the chart takes its container's width and the given height. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>

export interface UPlotChartProps {
  /** The chart's accessible name: what it shows, e.g. «Новые пользователи, по дням». */
  label: string
  /** Said after the name: the series drawn and the way to the same data as a table. */
  description?: string
  /** Read once, when the chart is created; later changes of data, size and visibility go through uPlot's setters. */
  options: ChartOptions
  data: uPlot.AlignedData
  /** Height in CSS pixels, the plot and its axes. */
  height: number
  /** Whether each series after x is drawn (index 0 = the first series); missing entries leave a series as it is. */
  visible?: readonly boolean[]
  /**
   * The x value from which the plot is drawn lighter: a last period that has not ended (its figures
   * still growing). Null or absent: all in full.
   */
  lighterFrom?: number | null
  /** What the tooltip says about the point under the mouse (the index into the data). */
  renderTooltip?: (index: number) => ReactNode
  className?: string
}

interface Tip {
  index: number
  /** Cursor position inside the chart's root, CSS pixels. */
  x: number
  y: number
}

const root = css({
  position: 'relative',
  w: 'full',
  minW: '0',
  '& .u-select': { bg: 'accent.subtle', opacity: 0.6 },
  '& .u-cursor-x, & .u-cursor-y': { borderColor: 'fg.subtle' },
})

const tooltip = css({
  position: 'absolute',
  zIndex: 'tooltip',
  pointerEvents: 'none',
  bg: 'bg.popover',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.strong',
  rounded: 'md',
  shadow: 'md',
  px: '2.5',
  py: '2',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
})

/** Calls `listener` whenever the document's theme (data-theme or class on <html>) changes. */
function observeTheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] })
  return () => observer.disconnect()
}

/**
 * One uPlot chart. Created once on mount, updated with setData / setSize / setSeries, destroyed on
 * unmount; it follows its container's width (ResizeObserver) and redraws in the new colors when
 * the theme changes. No data fetching: it draws what it is given.
 */
// Over the unfinished part: the page's colour, half see-through, so what is under it reads lighter.
const veil = themeColor('--colors-bg-canvas')

function drawLighterPart(chart: uPlot, from: number | null): void {
  if (from === null) return
  const left = Math.max(chart.bbox.left, Math.round(chart.valToPos(from, 'x', true)))
  const right = chart.bbox.left + chart.bbox.width
  if (left >= right) return
  const context = chart.ctx
  context.save()
  context.globalAlpha = 0.55
  context.fillStyle = veil(chart)
  context.fillRect(left, chart.bbox.top, right - left, chart.bbox.height)
  context.restore()
}

/** An axis label as drawn: its text and its place along the axis (CSS pixels from the plot's start). */
export interface AxisTick {
  text: string
  at: number
}

/**
 * The options' axes with their label functions noting what they label and where, so that the page
 * can tell which labels a chart drew (a canvas holds no text): kept on the host as `data-axis-ticks`.
 */
function notingTicks(axes: uPlot.Axis[] | undefined, ticks: AxisTick[][]): uPlot.Axis[] | undefined {
  return axes?.map((axis, axisIndex) => {
    const values = axis.values
    if (typeof values !== 'function') return axis
    const scale = axis.scale ?? (axisIndex === 0 ? 'x' : 'y')
    const noted: uPlot.Axis.DynamicValues = (self, splits, ...rest) => {
      const labels = values(self, splits, ...rest)
      ticks[axisIndex] = splits.map((split, index) => ({ text: String(labels[index] ?? ''), at: Math.round(self.valToPos(split, scale)) }))
      return labels
    }
    return { ...axis, values: noted }
  })
}

export function UPlotChart({
  label,
  description,
  options,
  data,
  height,
  visible,
  lighterFrom = null,
  renderTooltip,
  className,
}: UPlotChartProps) {
  const descriptionId = useId()
  const hostRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<uPlot | null>(null)
  // What the chart's own listeners (created once) read: the props of the latest render.
  const latest = useLatest({ options, data, height, lighterFrom, hasTooltip: renderTooltip !== undefined })
  const [tip, setTip] = useState<Tip | null>(null)
  const tipRef = useRef<HTMLDivElement>(null)
  // Placed once its width is known, before paint: inside the chart at either edge.
  useLayoutEffect(() => {
    const element = tipRef.current
    const host = hostRef.current
    if (!tip || !element || !host) return
    element.style.left = `${tooltipLeft(tip.x, element.offsetWidth, host.clientWidth)}px`
  }, [tip])
  useLayoutEffect(() => {
    const host = hostRef.current
    if (!host) return
    const { options: initial, data: initialData, height: initialHeight } = latest.current
    let hovering = false
    const showTip = (chart: uPlot) => {
      const { idx, left, top } = chart.cursor
      if (!hovering || !latest.current.hasTooltip || idx === null || idx === undefined || left === undefined || left < 0) {
        setTip(null)
        return
      }
      const x = chart.over.offsetLeft + left
      setTip({ index: idx, x, y: chart.over.offsetTop + (top ?? 0) })
    }
    const ticks: AxisTick[][] = []
    const chart = new uPlot(
      {
        ...initial,
        axes: notingTicks(initial.axes, ticks),
        width: Math.max(host.clientWidth, 1),
        height: initialHeight,
        hooks: {
          ...initial.hooks,
          setCursor: [...(initial.hooks?.setCursor ?? []), showTip],
          draw: [
            ...(initial.hooks?.draw ?? []),
            (self) => drawLighterPart(self, latest.current.lighterFrom),
            (self) => {
              host.dataset.axisTicks = JSON.stringify(ticks)
              host.dataset.drawnPoints = String(self.data[0].length)
            },
          ],
        },
      },
      initialData,
      host,
    )
    chartRef.current = chart
    const enter = () => (hovering = true)
    const leave = () => {
      hovering = false
      setTip(null)
    }
    chart.over.addEventListener('mouseenter', enter)
    chart.over.addEventListener('mouseleave', leave)

    let width = host.clientWidth
    const resize =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (host.clientWidth === width) return
            width = host.clientWidth
            chart.setSize({ width: Math.max(width, 1), height: latest.current.height })
          })
    resize?.observe(host)
    const stopObservingTheme = observeTheme(() => {
      forgetThemeColors()
      chart.redraw(false)
    })
    return () => {
      stopObservingTheme()
      resize?.disconnect()
      chart.over.removeEventListener('mouseenter', enter)
      chart.over.removeEventListener('mouseleave', leave)
      chart.destroy()
      chartRef.current = null
    }
  }, [latest])

  useEffect(() => {
    const chart = chartRef.current
    if (chart && chart.data !== data) chart.setData(data)
  }, [data])

  useEffect(() => {
    const chart = chartRef.current
    if (chart && chart.height !== height) chart.setSize({ width: chart.width, height })
  }, [height])

  useEffect(() => {
    chartRef.current?.redraw(false)
  }, [lighterFrom])

  useEffect(() => {
    const chart = chartRef.current
    if (!chart || !visible) return
    visible.forEach((show, index) => {
      const series = chart.series[index + 1]
      if (series && series.show !== show) chart.setSeries(index + 1, { show }, false)
    })
  }, [visible])

  return (
    <div className={cx(root, className)}>
      <div ref={hostRef} role="img" aria-label={label} aria-describedby={description ? descriptionId : undefined} />
      {description && (
        <p id={descriptionId} hidden>
          {description}
        </p>
      )}
      {tip && renderTooltip && (
        <div
          aria-hidden="true"
          ref={tipRef}
          className={tooltip}
          style={{ left: tip.x + tooltipGap, top: tip.y, transform: 'translateY(-50%)' }}
        >
          {renderTooltip(tip.index)}
        </div>
      )}
    </div>
  )
}
