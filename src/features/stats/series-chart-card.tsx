import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { describeError } from '../../api/errors'
import { chartCsv } from '../../lib/chart-csv'
import { hasData, isBucketUnfinished, localDay, relativeChange, type ChartData } from '../../lib/chart-data'
import { formatBucket, formatChange, formatChartValue, type ChartPeriod } from '../../lib/chart-format'
import { ErrorState, Skeleton } from '../../ui'
import { ChartLegend } from '../../ui/chart/chart-legend'
import { UPlotChart } from '../../ui/chart/uplot-chart'
import { chartDataOf } from './chart-data-cache'
import { ChartFrame } from './chart-frame'
import { seriesColor, timeChartOptions } from './chart-options'
import { ChartTable } from './chart-table'
import { chartEndpoints, type StatsChart } from './charts'
import { useStatsSeries, type StatsView } from './queries'
import { saveCsv } from './save-csv'

const chartHeight = 260
const periodWords: Record<ChartPeriod, string> = { day: 'по дням', week: 'по неделям', month: 'по месяцам' }

export interface SeriesChartCardProps {
  chart: StatsChart
  /** The range its series are asked for; null: none yet. */
  view: StatsView | null
  compare: boolean
  /** The days shown, for the CSV file's name. */
  span: { from: string; to: string }
}

const tooltipRow = css({ display: 'flex', alignItems: 'baseline', gap: '2' })
const tooltipMuted = css({ color: 'fg.muted' })

/** One time chart: its own requests, legend, tooltip, table view and CSV; it fails alone, with «Повторить». */
export function SeriesChartCard({ chart, view, compare, span }: SeriesChartCardProps) {
  const endpoints = useMemo(() => chartEndpoints(chart), [chart])
  const group = useStatsSeries(endpoints, view)
  const keys = useMemo(() => chart.series.map((series) => series.key), [chart])
  const labels = useMemo(() => chart.series.map((series) => series.label), [chart])
  const options = useMemo(() => timeChartOptions(labels, chart.unit), [labels, chart.unit])
  const [shown, setShown] = useState(() => keys.map(() => true))
  const [asTable, setAsTable] = useState(false)

  const answers = group.current.map((result) => result.data)
  const previousAnswers = group.previous.map((result) => result.data)
  const data = chartDataOf(answers, previousAnswers, keys, compare)
  const period: ChartPeriod = answers[0]?.period ?? 'day'
  const failed = group.current.find((result) => result.isError && result.data === undefined)
  const busy = group.current.some((result) => result.isPlaceholderData) || (compare && group.previous.some((result) => result.isFetching))
  const visible = useMemo(() => [...shown, ...shown.map((show) => show && compare)], [shown, compare])
  const label = `${chart.title}, ${periodWords[period]}`
  // Said only once the previous period has answered: while it loads, its gaps mean nothing yet.
  const previousLoaded = compare && previousAnswers.every((answer) => answer !== undefined)
  const previousEmpty = previousLoaded && data !== null && !keys.some((_, index) => hasData(data[keys.length + index + 1]))
  // The last bucket still going on (this day, week or month): drawn lighter from the point before it.
  const lastBucket = data?.[0].at(-1)
  const unfinished = lastBucket !== undefined && isBucketUnfinished(lastBucket, period, localDay(new Date()))
  const lighterFrom = unfinished ? (data?.[0].at(-2) ?? lastBucket) : null

  const exportCsv = (rows: ChartData) => {
    const columns = keys.map((_, index) => ({ header: labels[index] ?? '', values: rows[index + 1] ?? [] }))
    const previous = compare
      ? keys.map((_, index) => ({ header: `${labels[index] ?? ''}, прошлый период`, values: rows[keys.length + index + 1] ?? [] }))
      : []
    saveCsv(`statistika-${chart.id}-${span.from}-${span.to}.csv`, chartCsv('Дата', rows[0], [...columns, ...previous]))
  }

  let content
  if (failed) {
    content = (
      <ErrorState
        title={`Не удалось загрузить график «${chart.title}»`}
        message={describeError(failed.error)}
        onRetry={() => group.current.forEach((result) => result.isError && void result.refetch())}
        retrying={group.current.some((result) => result.isFetching)}
      />
    )
  } else if (!data) {
    content = <Skeleton height={`${chartHeight}px`} />
  } else if (asTable) {
    content = (
      <ChartTable
        label={`${label}, таблица`}
        data={data}
        labels={labels}
        unit={chart.unit}
        period={period}
        compare={compare}
        lastUnfinished={unfinished}
      />
    )
  } else {
    content = (
      <UPlotChart
        label={label}
        description={`Ряды: ${labels.join(', ')}. Те же данные таблицей: кнопка «Таблица» над графиком.`}
        options={options}
        data={data}
        height={chartHeight}
        visible={visible}
        lighterFrom={lighterFrom}
        renderTooltip={(index) => (
          <>
            <div className={tooltipMuted}>
              {formatBucket(data[0][index] ?? 0, period)}
              {unfinished && index === data[0].length - 1 && ', неполный период'}
            </div>
            {labels.map((seriesLabel, seriesIndex) => {
              if (!shown[seriesIndex]) return null
              const now = data[seriesIndex + 1]?.[index]
              const before = data[keys.length + seriesIndex + 1]?.[index]
              return (
                <div key={seriesLabel} className={tooltipRow}>
                  <span>{seriesLabel}:</span>
                  <strong>{formatChartValue(now, chart.unit)}</strong>
                  {compare && (
                    <span className={tooltipMuted}>
                      {before === null || before === undefined
                        ? 'нет данных за прошлый период'
                        : `было ${formatChartValue(before, chart.unit)}, ${formatChange(relativeChange(now, before))}`}
                    </span>
                  )}
                </div>
              )
            })}
          </>
        )}
      />
    )
  }

  return (
    <ChartFrame
      id={chart.id}
      title={chart.title}
      busy={busy || (!data && !failed)}
      asTable={asTable}
      onToggleTable={data ? () => setAsTable((value) => !value) : undefined}
      onExport={data ? () => exportCsv(data) : undefined}
      legend={
        <>
          <ChartLegend
            label={`Ряды графика «${chart.title}»`}
            items={labels.map((seriesLabel, index) => ({ label: seriesLabel, color: seriesColor(index), shown: shown[index] ?? true }))}
            onToggle={(index) => setShown((current) => current.map((show, at) => (at === index ? !show : show)))}
          />
          {unfinished && <span className={tooltipMuted}>Светлее — неполный период: он ещё идёт</span>}
          {compare && (
            <span className={tooltipMuted} role="status">
              {previousEmpty ? 'Нет данных за прошлый период' : 'Пунктир — прошлый период'}
            </span>
          )}
        </>
      }
    >
      {content}
    </ChartFrame>
  )
}
