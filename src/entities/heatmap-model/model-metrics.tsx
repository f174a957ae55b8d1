import { css } from 'styled-system/css'
import type { HeatmapModelMetrics } from '../../../contract/schemas/heatmap-models'
import { heatmapMetricLabels, heatmapMetrics } from '../../api/labels'
import { formatModelMetric } from '../../lib/format'
import { Tooltip } from '../../ui'

const term = css({
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  cursor: 'help',
  rounded: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

/** «AUC», underlined, saying what it measures on hover and on keyboard focus. */
function MetricTerm({ metric }: { metric: keyof HeatmapModelMetrics }) {
  const label = heatmapMetricLabels[metric]
  return (
    <Tooltip content={label.description}>
      <abbr className={term} tabIndex={0}>
        {label.name}
      </abbr>
    </Tooltip>
  )
}

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3', m: 0 })
const gridName = css({ color: 'fg.muted', fontSize: 'sm' })
const gridValue = css({ fontSize: 'xl', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', m: 0 })
const inline = css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', m: 0, fontVariantNumeric: 'tabular-nums' })
const inlinePair = css({ display: 'flex', gap: '1' })
const inlineValue = css({ m: 0 })

/**
 * A model's quality figures, each named (explained on hover and focus) and given with the same three
 * decimals: large in a grid (the dashboard) or in one line (the list of models).
 */
export function ModelMetrics({ metrics, layout }: { metrics: HeatmapModelMetrics; layout: 'grid' | 'inline' }) {
  return (
    <dl className={layout === 'grid' ? grid : inline}>
      {heatmapMetrics.map((metric) => (
        <div key={metric} className={layout === 'grid' ? undefined : inlinePair}>
          <dt className={layout === 'grid' ? gridName : undefined}>
            <MetricTerm metric={metric} />
          </dt>
          <dd className={layout === 'grid' ? gridValue : inlineValue}>{formatModelMetric(metrics[metric])}</dd>
        </div>
      ))}
    </dl>
  )
}
