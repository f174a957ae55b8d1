import { css } from 'styled-system/css'
import { separatorLabel, type CsvSeparator } from '../../lib/csv/dialect'
import type { CsvSummary, MalformedRow } from '../../lib/csv/document'
import { encodingLabel, type DetectedEncoding } from '../../lib/csv/encoding'
import { formatNumber } from '../../lib/format'
import { Skeleton } from '../../ui'

const factGrid = css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', m: 0 })
const factLabel = css({ color: 'fg.muted', fontSize: 'sm' })
const factValue = css({ fontWeight: 'medium', fontVariantNumeric: 'tabular-nums', m: 0, wordBreak: 'break-word' })

export interface ReportFactsProps {
  fileName: string
  fileSize: string
  encoding: DetectedEncoding
  separator: CsvSeparator
  /** null while the worker reads the whole file. */
  summary: CsvSummary | null
}

/** What the file is: its name and size, the dialect found, and the counts of the whole file. */
export function ReportFacts({ fileName, fileSize, encoding, separator, summary }: ReportFactsProps) {
  const count = (value: number | undefined) => (value === undefined ? <Skeleton width="3rem" /> : formatNumber(value))
  const facts = [
    { label: 'Файл', value: fileName },
    { label: 'Размер', value: fileSize },
    { label: 'Строк', value: count(summary?.rowCount) },
    { label: 'Столбцов', value: count(summary?.columnCount) },
    { label: 'Разделитель', value: separatorLabel(summary?.separator ?? separator) },
    { label: 'Кодировка', value: encodingLabel(summary?.encoding ?? encoding) },
    { label: 'Строк с ошибками', value: count(summary?.malformedCount) },
    { label: 'Возможных формул', value: count(summary?.formulaCells) },
    { label: 'Пустых ячеек', value: count(summary?.emptyCells) },
  ]
  return (
    <dl className={factGrid} aria-label="Сводка отчёта">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className={factLabel}>{fact.label}</dt>
          <dd className={factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function describeMalformed(row: MalformedRow, columnCount: number): string {
  if (row.problem === 'quotes') return `кавычка не закрыта или стоит не на месте (полей: ${row.fields})`
  const problem = row.problem === 'too-few-fields' ? 'не хватает полей' : 'лишние поля'
  return `${problem}: ${formatNumber(row.fields)} вместо ${formatNumber(columnCount)}`
}

const malformedList = css({ maxH: '12rem', overflowY: 'auto', pl: '5', listStyle: 'disc', fontSize: 'sm' })

/** Every malformed record listed with its line (the first thousand), so that none is lost in silence. */
export function MalformedRows({ summary }: { summary: CsvSummary }) {
  if (summary.malformedCount === 0) return null
  const shown = summary.malformed.length
  return (
    <details className={css({ bg: 'warning.subtle', color: 'warning.text', p: '3', rounded: 'md' })}>
      <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>
        Строки с ошибками: {formatNumber(summary.malformedCount)} (они показаны в таблице как есть)
      </summary>
      <ul className={malformedList}>
        {summary.malformed.map((row) => (
          <li key={row.line}>
            Строка {formatNumber(row.line)}: {describeMalformed(row, summary.columnCount)}
          </li>
        ))}
      </ul>
      {shown < summary.malformedCount && <p>Показаны первые {formatNumber(shown)}.</p>}
    </details>
  )
}
