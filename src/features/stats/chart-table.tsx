import { useMemo } from 'react'
import { relativeChange, type ChartData } from '../../lib/chart-data'
import { formatBucket, formatChange, formatChartValue, type ChartPeriod, type ChartUnit } from '../../lib/chart-format'
import { Table, type TableColumn } from '../../ui'

export interface ChartTableProps {
  label: string
  data: ChartData
  labels: readonly string[]
  unit: ChartUnit
  period: ChartPeriod
  compare: boolean
  /** The last bucket has not ended: its row says «неполный период». */
  lastUnfinished?: boolean
}

/** The numbers of a chart as a table (for screen readers and copying): a row per bucket, a column per series. */
export function ChartTable({ label, data, labels, unit, period, compare, lastUnfinished = false }: ChartTableProps) {
  const rows = useMemo(() => data[0].map((_, index) => index), [data])
  const columns = useMemo(() => {
    const kind = unit === 'rubles' ? 'money' : 'number'
    const bucket: TableColumn<number> = {
      id: 'date',
      header: 'Период',
      kind: 'date',
      cell: (index) =>
        lastUnfinished && index === data[0].length - 1
          ? `${formatBucket(data[0][index] ?? 0, period)} (неполный период)`
          : formatBucket(data[0][index] ?? 0, period),
    }
    const series = labels.flatMap((seriesLabel, seriesIndex): TableColumn<number>[] => {
      const now = (index: number) => data[seriesIndex + 1]?.[index]
      const before = (index: number) => data[labels.length + seriesIndex + 1]?.[index]
      const value: TableColumn<number> = {
        id: `s${seriesIndex}`,
        header: seriesLabel,
        align: 'end',
        kind,
        cell: (index) => formatChartValue(now(index), unit),
      }
      if (!compare) return [value]
      return [
        value,
        {
          id: `p${seriesIndex}`,
          header: `${seriesLabel}, прошлый период`,
          align: 'end',
          kind,
          cell: (index) => formatChartValue(before(index), unit),
        },
        {
          id: `c${seriesIndex}`,
          header: `${seriesLabel}, изменение`,
          align: 'end',
          kind,
          cell: (index) => formatChange(relativeChange(now(index), before(index))),
        },
      ]
    })
    return [bucket, ...series]
  }, [data, labels, unit, period, compare, lastUnfinished])
  return <Table label={label} columns={columns} rows={rows} getRowId={(index) => String(data[0][index])} />
}
