import { css, cx } from 'styled-system/css'
import type { RetentionCohort } from '../../../contract/schemas/stats'
import { formatMonth, formatNumber, formatPercent } from '../../lib/format'
import { queryFailure } from '../../state/query/query-failure'
import { EmptyState, ErrorState, Skeleton } from '../../ui'
import { ChartFrame } from './chart-frame'
import { retentionChart } from './charts'
import { useUserRetention, type StatsView } from './queries'
import { retentionCsv, retentionLevel, retentionScaleMax } from './retention-scale'
import { saveCsv } from './save-csv'

// Every cohort in the page's own scroll: only a table wider than the card scrolls, sideways.
const scroller = css({ overflowX: 'auto', _focusVisible: { outlineOffset: '-2px' } })
const table = css({ borderCollapse: 'separate', borderSpacing: '2px', fontSize: 'xs', fontVariantNumeric: 'tabular-nums' })
const headerCell = css({ px: '1.5', py: '1', color: 'fg.muted', fontWeight: 'medium', textAlign: 'center', whiteSpace: 'nowrap' })
const rowHeader = css({ px: '1.5', py: '1', textAlign: 'start', fontWeight: 'medium', whiteSpace: 'nowrap' })
const sizeCell = css({ px: '1.5', py: '1', textAlign: 'end', color: 'fg.muted', whiteSpace: 'nowrap' })
const cell = css({ minW: '3.25rem', px: '1.5', py: '1', textAlign: 'center', rounded: 'sm', whiteSpace: 'nowrap' })

// Six steps from pale to deep, each with a text color that keeps contrast in both themes.
const levels = [
  css({ bg: 'bg.muted', color: 'fg.default' }),
  css({ bg: { base: 'indigo.100', _dark: 'indigo.950' }, color: { base: 'neutral.900', _dark: 'neutral.50' } }),
  css({ bg: { base: 'indigo.200', _dark: 'indigo.900' }, color: { base: 'neutral.900', _dark: 'neutral.50' } }),
  css({ bg: { base: 'indigo.300', _dark: 'indigo.800' }, color: { base: 'neutral.950', _dark: 'white' } }),
  css({ bg: { base: 'indigo.600', _dark: 'indigo.600' }, color: 'white' }),
  css({ bg: { base: 'indigo.800', _dark: 'indigo.400' }, color: { base: 'white', _dark: 'neutral.950' } }),
]

/** «Удержание пользователей»: a cohort per row, months since registration per column, the share in each cell. */
export function RetentionHeatmap({ view, span }: { view: StatsView | null; span: { from: string; to: string } }) {
  const result = useUserRetention(view)
  const cohorts = result.data?.cohorts
  let content
  if (result.isError && !cohorts) {
    content = <ErrorState title={`Не удалось загрузить «${retentionChart.title}»`} {...queryFailure(result)} />
  } else if (!cohorts) {
    content = <Skeleton height="260px" />
  } else if (cohorts.length === 0) {
    content = <EmptyState title="Нет когорт за этот период" />
  } else {
    content = <HeatmapTable cohorts={cohorts} />
  }
  return (
    <ChartFrame
      id={retentionChart.id}
      title={retentionChart.title}
      busy={result.isPlaceholderData || (!cohorts && !result.isError)}
      onExport={cohorts ? () => saveCsv(`statistika-retention-${span.from}-${span.to}.csv`, retentionCsv(cohorts)) : undefined}
    >
      {content}
    </ChartFrame>
  )
}

function HeatmapTable({ cohorts }: { cohorts: readonly RetentionCohort[] }) {
  const months = Math.max(...cohorts.map((cohort) => cohort.retention.length))
  const max = retentionScaleMax(cohorts)
  return (
    <div className={scroller} tabIndex={0} role="region" aria-label="Удержание по когортам, таблица">
      <table className={table}>
        <caption className={css({ srOnly: true })}>Доля пользователей когорты, активных через 0, 1, 2 … месяца после регистрации</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              Когорта
            </th>
            <th scope="col" className={headerCell}>
              Размер
            </th>
            {Array.from({ length: months }, (_, month) => (
              <th key={month} scope="col" className={headerCell}>
                <abbr title={`Через ${month} мес. после регистрации`}>{`М${month}`}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cohorts.map((cohort) => (
            <tr key={cohort.cohort}>
              <th scope="row" className={rowHeader}>
                {formatMonth(cohort.cohort)}
              </th>
              <td className={sizeCell}>{formatNumber(cohort.size)}</td>
              {Array.from({ length: months }, (_, month) => {
                const share = cohort.retention[month]
                return share === undefined ? (
                  <td key={month} />
                ) : (
                  <td key={month} className={cx(cell, levels[retentionLevel(share, max, levels.length)])}>
                    {formatPercent(share)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
