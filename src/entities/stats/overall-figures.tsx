import { css, cx } from 'styled-system/css'
import type { StatsOverall } from '../../../contract/schemas/stats'
import { formatMoney, formatNumber } from '../../lib/format'
import { useStatsOverall } from '../../state/domain/stats'
import { queryFailure } from '../../state/query/query-failure'
import { ErrorState, Skeleton } from '../../ui'

const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', m: 0 })
const tile = css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'lg', px: '4', py: '3' })
const label = css({ color: 'fg.muted', fontSize: 'sm' })
const value = css({ fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', m: 0 })

const figures: readonly { key: keyof StatsOverall; label: string; money?: boolean }[] = [
  { key: 'users_total', label: 'Пользователей всего' },
  { key: 'users_active_30d', label: 'Активны за 30 дней' },
  { key: 'analyzed_images_total', label: 'Проанализировано изображений' },
  { key: 'analyzed_projects_total', label: 'Проанализировано проектов' },
  { key: 'generated_outputs_total', label: 'Сгенерировано результатов' },
  { key: 'generated_images_total', label: 'Сгенерировано изображений' },
  { key: 'revenue_total', label: 'Выручка', money: true },
  { key: 'balance_total', label: 'На балансах пользователей', money: true },
]

/**
 * The overall figures of `stats/` (all time), money in ru-RU; loads and fails on its own, with
 * «Повторить». `tiles` frames each figure (where no card frames them all).
 */
export function OverallFigures({ tiles = false }: { tiles?: boolean }) {
  const result = useStatsOverall()
  const stats = result.data
  if (result.isError && !stats) {
    return <ErrorState title="Не удалось загрузить показатели" {...queryFailure(result)} />
  }
  return (
    <dl className={grid} aria-busy={!stats || undefined}>
      {figures.map((figure) => {
        const raw = stats?.[figure.key]
        return (
          <div key={figure.key} className={cx(tiles && tile)}>
            <dt className={label}>{figure.label}</dt>
            <dd className={value}>
              {raw === undefined ? <Skeleton width="6rem" /> : figure.money ? formatMoney(String(raw)) : formatNumber(Number(raw))}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
