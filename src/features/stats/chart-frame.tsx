import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button, Card } from '../../ui'
import { chartElementId } from './charts'

export interface ChartFrameProps {
  /** The chart's id: its element is `chart-<id>`, where the palette scrolls and focuses. */
  id: string
  title: string
  busy: boolean
  /** Whether the chart is shown as a table; undefined: the chart is a table already, no «Таблица» button. */
  asTable?: boolean
  /** Absent while there is nothing to show. */
  onToggleTable?: () => void
  onExport?: () => void
  legend?: ReactNode
  children: ReactNode
}

const region = css({ minW: '0', scrollMarginTop: '4', rounded: 'lg', _focusVisible: { outlineOffset: '2px' } })
const actions = css({ display: 'flex', gap: '1', flexShrink: 0 })
const legendRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  fontSize: 'sm',
})
const dimmed = css({ transition: 'opacity 0.15s', '&[aria-busy=true]': { opacity: 0.6 } })

/** A chart's card: its title, «Таблица» and «CSV», the legend, and the chart or its table. */
export function ChartFrame({ id, title, busy, asTable, onToggleTable, onExport, legend, children }: ChartFrameProps) {
  return (
    <div id={chartElementId(id)} role="region" aria-label={title} tabIndex={-1} className={region}>
      <Card
        title={title}
        actions={
          <div className={actions}>
            {asTable !== undefined && (
              <Button variant="outline" size="sm" aria-pressed={asTable} disabled={!onToggleTable} onClick={onToggleTable}>
                Таблица
              </Button>
            )}
            <Button variant="outline" size="sm" disabled={!onExport} onClick={onExport} aria-label={`Скачать CSV: ${title}`}>
              CSV
            </Button>
          </div>
        }
      >
        {legend && <div className={legendRow}>{legend}</div>}
        <div aria-busy={busy || undefined} className={dimmed}>
          {children}
        </div>
      </Card>
    </div>
  )
}
