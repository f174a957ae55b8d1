import { css } from 'styled-system/css'

export interface LegendItem {
  label: string
  /** A CSS variable of the series palette: '--colors-chart-1'. */
  color: `--${string}`
  /** The compare period's series: a dashed swatch. */
  dashed?: boolean
  shown: boolean
}

export interface ChartLegendProps {
  /** Names the group of toggles: «Ряды графика …». */
  label: string
  items: readonly LegendItem[]
  onToggle: (index: number) => void
}

const list = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none', p: 0, m: 0 })
const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2',
  py: '0.5',
  rounded: 'sm',
  fontSize: 'sm',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&[aria-pressed=false]': { color: 'fg.muted', textDecoration: 'line-through' },
})
const swatch = css({ display: 'inline-block', w: '4', h: '0', borderTopWidth: '3px', borderStyle: 'solid', flexShrink: 0 })

/** The series of a chart as toggle buttons: a click (or Space/Enter) hides or shows one. */
export function ChartLegend({ label, items, onToggle }: ChartLegendProps) {
  return (
    <ul className={list} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.label}>
          <button type="button" className={toggle} aria-pressed={item.shown} onClick={() => onToggle(index)}>
            <span
              aria-hidden="true"
              className={swatch}
              style={{ borderColor: `var(${item.color})`, borderTopStyle: item.dashed ? 'dashed' : 'solid' }}
            />
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  )
}
