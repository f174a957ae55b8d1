import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { IconButton } from './button'

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '8',
  pl: '3',
  pr: '1',
  rounded: 'full',
  bg: 'accent.subtle',
  fontSize: 'sm',
})

export interface FilterChipProps {
  /** The chip's group name: «Фильтр по пользователю». */
  label: string
  /** The remove button's name: «Убрать фильтр по пользователю». */
  removeLabel: string
  onRemove: () => void
  /** What the chip names is still loading. */
  busy?: boolean
  /** What the list is pinned to: «Одна запись», «Пользователь: anna@…». */
  children: ReactNode
}

/** A filter that pins a list to one record, shown above the list with a button that drops it. */
export function FilterChip({ label, removeLabel, onRemove, busy = false, children }: FilterChipProps) {
  return (
    <span className={chip} role="group" aria-label={label} aria-busy={busy || undefined}>
      {children}
      <IconButton size="sm" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </IconButton>
    </span>
  )
}
