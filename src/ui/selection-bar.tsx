import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '../lib/format'
import { Button } from './button'
import type { TableSelection } from './selection-column'

/** A list's selection (state `useSelection`). */
export interface SelectionController<Row> {
  /** Rows selected. */
  count: number
  /** Every matching row is selected. */
  allMatching: boolean
  /** The page is all selected and more rows match: «Выбрать все N» is offered. */
  canSelectAllMatching: boolean
  selectAllMatching: () => void
  clear: () => void
  /** For the table's checkbox column. */
  table: TableSelection<Row>
}

export interface SelectionBarProps<Row> {
  selection: SelectionController<Row>
  /** Rows matching the filters: «Выбрать все N» offers them. */
  matching: number
  /** The bulk actions. */
  children?: ReactNode
}

const bar = css({
  // At the foot of the viewport while the list scrolls, standing on the notice dock (notice-dock.tsx); below the
  // rows, so they never shift when it appears.
  position: 'sticky',
  bottom: 'calc(var(--notice-dock-height, 0px) + 0.5rem)',
  zIndex: '2',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  mt: '3',
  boxShadow: 'md',
  px: '3',
  py: '2',
  rounded: 'md',
  bg: 'accent.subtle',
  border: '1px solid',
  borderColor: 'border.default',
})
const countText = css({ fontWeight: 'medium', fontVariantNumeric: 'tabular-nums', mr: '2' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', ml: 'auto' })

/** What is selected in a list, kept in view while it scrolls: the count, «Выбрать все N», «Снять выделение» and the bulk actions. */
export function SelectionBar<Row>({ selection, matching, children }: SelectionBarProps<Row>) {
  const { count, allMatching } = selection
  if (count === 0) return null
  return (
    <div role="region" aria-label="Выбранные записи" className={bar}>
      <span role="status" className={countText}>
        {allMatching ? `Выбраны все: ${formatNumber(count)}` : `Выбрано: ${formatNumber(count)}`}
      </span>
      {selection.canSelectAllMatching && (
        <Button size="sm" variant="plain" onClick={selection.selectAllMatching}>
          Выбрать все {formatNumber(matching)}
        </Button>
      )}
      <Button size="sm" variant="plain" onClick={selection.clear}>
        Снять выделение
      </Button>
      {children && <div className={actions}>{children}</div>}
    </div>
  )
}
