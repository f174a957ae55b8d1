import { memo, useMemo } from 'react'
import { css } from 'styled-system/css'
import { isFormulaLike, isNumericCell, type ColumnProfile } from '../../lib/csv/cells'
import { formatNumber } from '../../lib/format'
import { Skeleton, Table, type TableColumn } from '../../ui'
import { minColumnWidth, reportColumnLook } from './columns'

const emptyCell = css({ color: 'fg.muted', fontStyle: 'italic' })
const formulaCell = css({ color: 'warning.text', bg: 'warning.subtle', px: '1', rounded: 'sm' })
const formulaMark = css({ fontWeight: 'semibold', mr: '1' })
// One line a cell, spaces kept; a cut cell shows its whole text on hover (the table's title).
const cellText = css({ whiteSpace: 'pre' })
const headerText = css({ display: 'block', whiteSpace: 'normal', lineHeight: 'tight' })
const fileColumnName = css({
  display: 'block',
  fontWeight: 'normal',
  fontSize: 'xs',
  color: 'fg.muted',
  fontFamily: 'mono',
  whiteSpace: 'nowrap',
})
const columnSum = css({ display: 'block', fontWeight: 'normal', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })
const numberText = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const headerRow = css({ '& thead th': { h: 'auto', py: '1.5', verticalAlign: 'bottom' } })

export interface ReportTableProps {
  header: readonly string[]
  /** Per column: numeric or not, with its sum; null until the whole file is read. */
  columns: readonly ColumnProfile[] | null
  count: number
  rowAt(index: number): readonly string[] | undefined
  /** Before the whole file is read: the numeric columns of the first rows. */
  previewNumeric: readonly boolean[]
}

/**
 * The report as one virtualized table: a sticky header with each column's Russian name over the
 * file's own (and the sum when numeric), numbers right-aligned and grouped («1 234,50»), empty
 * cells and possible formulas marked. Columns keep their width (at least 4rem) and the table
 * scrolls sideways as a whole. Cells are text: React never reads them as HTML.
 */
export const ReportTable = memo(function ReportTable({ header, columns, count, rowAt, previewNumeric }: ReportTableProps) {
  // The table's rows are indexes; their cells come from `rowAt` (pages fetched from the worker).
  const rows = useMemo(() => rowIndexes(count), [count])
  const tableColumns: TableColumn<number>[] = header.map((name, column) => {
    const profile = columns?.[column]
    const numeric = profile ? profile.numeric : (previewNumeric[column] ?? false)
    const look = reportColumnLook(name, numeric)
    const decimals = look.money ? 2 : undefined
    return {
      id: `column-${column}`,
      header: (
        <>
          <span className={headerText}>{look.label ?? name}</span>
          {look.label !== null && <span className={fileColumnName}>{name}</span>}
          {profile?.numeric && (
            <span className={columnSum}>
              Σ{' '}
              {formatNumber(profile.sum, {
                minimumFractionDigits: decimals ?? profile.decimals,
                maximumFractionDigits: Math.max(decimals ?? 0, profile.decimals),
              })}
            </span>
          )}
        </>
      ),
      align: numeric ? 'end' : 'start',
      width: `max(${minColumnWidth}, ${look.width})`,
      kind: look.kind,
      cell: (index) => <ReportCell row={rowAt(index)} column={column} numeric={numeric} decimals={decimals} />,
    }
  })
  return (
    <Table
      label="Строки отчёта"
      columns={tableColumns}
      rows={rows}
      getRowId={String}
      maxHeight="60vh"
      // The preview's 100 rows too: only those in view are rendered (and measured) right after the
      // download, and the whole file's rows take over the same rows when it is parsed.
      virtualizeAfter={0}
      className={headerRow}
    />
  )
})

/** 0 … count − 1; a plain loop: Array.from with a callback takes 20 ms for 350,000 rows. */
function rowIndexes(count: number): number[] {
  const indexes = new Array<number>(count)
  for (let index = 0; index < count; index += 1) indexes[index] = index
  return indexes
}

interface ReportCellProps {
  row: readonly string[] | undefined
  column: number
  numeric: boolean
  /** Money: always this many decimals. */
  decimals: number | undefined
}

function ReportCell({ row, column, numeric, decimals }: ReportCellProps) {
  if (row === undefined) return <Skeleton width="60%" />
  const value = row[column] ?? ''
  if (value === '') return <span className={emptyCell}>пусто</span>
  if (isFormulaLike(value)) {
    return (
      <span className={formulaCell} title="Возможная формула: электронная таблица может выполнить эту ячейку">
        <span aria-hidden="true" className={formulaMark}>
          ƒ
        </span>
        <span className={css({ srOnly: true })}>Возможная формула: </span>
        <span className={cellText}>{value}</span>
      </span>
    )
  }
  if (numeric && isNumericCell(value)) return <span className={numberText}>{formatReportNumber(value, decimals)}</span>
  return <span className={cellText}>{value}</span>
}

/** «1 234,50» from "1234.50" or "1234,5": grouped, the decimals it has (money: two). */
function formatReportNumber(value: string, decimals: number | undefined): string {
  const normalized = value.replace(',', '.')
  const written = normalized.includes('.') ? normalized.length - normalized.indexOf('.') - 1 : 0
  const digits = decimals ?? written
  return formatNumber(Number(normalized), { minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, written) })
}
