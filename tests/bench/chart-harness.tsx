/**
 * Bundled by stats-charts.ts into one script for a blank page: draws the same data with bare uPlot
 * and with the console's wrapper (React, UPlotChart), each timed from the start of the call to
 * uPlot's `draw` hook (the canvas drawn).
 */
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import uPlot from 'uplot'
import { UPlotChart, type ChartOptions } from '../../src/ui/chart/uplot-chart'

const width = 800
const height = 400

function makeData(seriesCount: number, points: number): uPlot.AlignedData {
  const xs = Array.from({ length: points }, (_, index) => 1_600_000_000 + index * 60)
  const columns = Array.from({ length: seriesCount }, (_, series) =>
    Array.from({ length: points }, (_, index) => Math.sin(index / (500 + series * 90)) * 100 + series * 40 + (index % 7)),
  )
  return [xs, ...columns]
}

function makeOptions(seriesCount: number, onDraw: () => void): ChartOptions {
  const colors = ['#4f46e5', '#ea580c', '#0d9488', '#e11d48']
  return {
    legend: { show: false },
    scales: { x: { time: true } },
    series: [
      {},
      ...Array.from({ length: seriesCount }, (_, index) => ({ label: `s${index}`, stroke: colors[index % colors.length], width: 1 })),
    ],
    hooks: { draw: [onDraw] },
  }
}

function freshHost(): HTMLDivElement {
  document.body.replaceChildren()
  const host = document.createElement('div')
  host.style.width = `${width}px`
  document.body.append(host)
  return host
}

let data: uPlot.AlignedData = [[]]

/** Milliseconds from `new uPlot` to its first draw. */
function bare(): Promise<number> {
  const host = freshHost()
  return new Promise((resolve) => {
    let chart: uPlot | null = null
    const started = performance.now()
    const options = makeOptions(data.length - 1, () => {
      resolve(performance.now() - started)
      queueMicrotask(() => chart?.destroy())
    })
    chart = new uPlot({ ...options, width, height }, data, host)
  })
}

/** Milliseconds from rendering <UPlotChart> to its first draw. */
function wrapped(): Promise<number> {
  const host = freshHost()
  const root = createRoot(host)
  return new Promise((resolve) => {
    const started = performance.now()
    const options = makeOptions(data.length - 1, () => {
      resolve(performance.now() - started)
      queueMicrotask(() => root.unmount())
    })
    flushSync(() => root.render(<UPlotChart label="bench" options={options} data={data} height={height} />))
  })
}

Object.assign(window, {
  chartBench: {
    prepare(seriesCount: number, points: number) {
      data = makeData(seriesCount, points)
    },
    bare,
    wrapped,
  },
})
