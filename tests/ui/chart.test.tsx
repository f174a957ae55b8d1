import { act, render, screen, waitFor } from '@testing-library/react'
import type uPlot from 'uplot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UPlotChart, type ChartOptions } from '../../src/ui/chart/uplot-chart'

interface FakeChart {
  options: uPlot.Options
  data: uPlot.AlignedData
  width: number
  height: number
  series: { show: boolean }[]
  over: HTMLDivElement
  setData: ReturnType<typeof vi.fn>
  setSize: ReturnType<typeof vi.fn>
  setSeries: ReturnType<typeof vi.fn>
  redraw: ReturnType<typeof vi.fn>
  destroy: ReturnType<typeof vi.fn>
}

const created: FakeChart[] = []

// jsdom has no canvas: uPlot is replaced at the module boundary by a recorder of its calls.
vi.mock('uplot', () => ({
  default: vi.fn(function FakeUPlot(this: FakeChart, options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement) {
    this.options = options
    this.data = data
    this.width = options.width
    this.height = options.height
    this.series = options.series.map((series) => ({ show: series.show ?? true }))
    this.over = document.createElement('div')
    target.append(this.over)
    this.setData = vi.fn((next: uPlot.AlignedData) => (this.data = next))
    this.setSize = vi.fn((size: { width: number; height: number }) => Object.assign(this, size))
    this.setSeries = vi.fn((index: number, opts: { show: boolean }) => {
      const series = this.series[index]
      if (series) series.show = opts.show
    })
    this.redraw = vi.fn()
    this.destroy = vi.fn()
    created.push(this)
  }),
}))

let resizeCallbacks: (() => void)[] = []

beforeEach(() => {
  created.length = 0
  resizeCallbacks = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  delete document.documentElement.dataset.theme
})

const options: ChartOptions = { series: [{}, { label: 'A' }, { label: 'B', show: false }] }
const first: uPlot.AlignedData = [
  [1, 2, 3],
  [4, 5, 6],
  [7, 8, 9],
]

function chart(): FakeChart {
  const only = created[0]
  if (!only || created.length !== 1) throw new Error(`expected one chart, got ${created.length}`)
  return only
}

describe('UPlotChart', () => {
  it('creates the chart once with the data, named for assistive technology', () => {
    render(<UPlotChart label="Новые пользователи, по дням" options={options} data={first} height={240} />)
    expect(screen.getByRole('img', { name: 'Новые пользователи, по дням' })).toBeInTheDocument()
    expect(chart().data).toBe(first)
    expect(chart().options.height).toBe(240)
    expect(chart().setData).not.toHaveBeenCalled()
  })

  it('hands new data to setData and never re-creates the chart on a render', () => {
    const { rerender } = render(<UPlotChart label="График" options={options} data={first} height={240} />)
    rerender(<UPlotChart label="График" options={{ ...options }} data={first} height={240} />)
    expect(chart().setData).not.toHaveBeenCalled()
    const next: uPlot.AlignedData = [
      [1, 2],
      [3, 4],
      [5, 6],
    ]
    rerender(<UPlotChart label="График" options={{ ...options }} data={next} height={240} />)
    expect(chart().setData).toHaveBeenCalledExactlyOnceWith(next)
    expect(created).toHaveLength(1)
  })

  it('resizes with setSize when its height or its container width changes', () => {
    const { container, rerender } = render(<UPlotChart label="График" options={options} data={first} height={240} />)
    rerender(<UPlotChart label="График" options={options} data={first} height={300} />)
    expect(chart().setSize).toHaveBeenLastCalledWith({ width: chart().width, height: 300 })
    const host = container.querySelector('[role="img"]')
    if (!(host instanceof HTMLElement)) throw new Error('no chart host')
    Object.defineProperty(host, 'clientWidth', { configurable: true, value: 640 })
    act(() => resizeCallbacks.forEach((callback) => callback()))
    expect(chart().setSize).toHaveBeenLastCalledWith({ width: 640, height: 300 })
  })

  it('shows and hides series through setSeries', () => {
    const { rerender } = render(<UPlotChart label="График" options={options} data={first} height={240} visible={[true, false]} />)
    expect(chart().setSeries).not.toHaveBeenCalled()
    rerender(<UPlotChart label="График" options={options} data={first} height={240} visible={[false, true]} />)
    expect(chart().setSeries).toHaveBeenCalledWith(1, { show: false }, false)
    expect(chart().setSeries).toHaveBeenCalledWith(2, { show: true }, false)
  })

  it('redraws in the new colors when the theme changes', async () => {
    render(<UPlotChart label="График" options={options} data={first} height={240} />)
    document.documentElement.dataset.theme = 'dark'
    await waitFor(() => expect(chart().redraw).toHaveBeenCalledWith(false))
  })

  it('destroys the chart on unmount', () => {
    const { unmount } = render(<UPlotChart label="График" options={options} data={first} height={240} />)
    const only = chart()
    unmount()
    expect(only.destroy).toHaveBeenCalledTimes(1)
  })
})
