import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from './button'

export interface ListToolbarProps {
  /** The accessible name of the search region: «Поиск и фильтры пользователей». */
  label: string
  /** Whether a filter differs from its default: «Сбросить фильтры» is offered then. */
  filtered: boolean
  onReset: () => void
  /** The search field, the filters. */
  children: ReactNode
  /** What stands at the end of the row, such as «Создать». */
  actions?: ReactNode
}

const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4', mb: '4' })
const filters = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '4' })
const end = css({ display: 'flex', gap: '2', ml: 'auto' })

/** The row above a list: its search and filters, «Сбросить фильтры» when one is set, and the list's actions. */
export function ListToolbar({ label, filtered, onReset, children, actions }: ListToolbarProps) {
  return (
    <div className={toolbar}>
      <div role="search" aria-label={label} className={filters}>
        {children}
        {filtered && (
          <Button variant="plain" onClick={onReset}>
            Сбросить фильтры
          </Button>
        )}
      </div>
      {actions && <div className={end}>{actions}</div>}
    </div>
  )
}

/** The one look of content being replaced: dimmed while `aria-busy` is true (the previous page while the next loads). */
export const dimmedWhileBusy = css({ transition: 'opacity 0.15s', '&[aria-busy=true]': { opacity: 0.6 } })
