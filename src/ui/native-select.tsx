import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { input } from 'styled-system/recipes'

export interface NativeSelectProps<V extends string> {
  label: string
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean
  items: readonly { value: V; label: string }[]
  value: V
  onValueChange: (value: V) => void
  /** @default 'sm' */
  size?: 'sm' | 'md'
  /** The label over the select, as a form field's (a list's filters); beside it in a toolbar. @default false */
  labelAbove?: boolean
  className?: string
}

const row = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const column = css({ display: 'inline-flex', flexDir: 'column', gap: '1.5' })
const labelOver = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' })
// Where room is short (the sidebar), the label wraps rather than the select cutting its value.
const visibleLabel = css({ fontSize: 'sm', color: 'fg.muted', minW: 0 })
const hiddenLabel = css({ srOnly: true })
const control = css({ w: 'auto', pr: '2', cursor: 'pointer', flexShrink: 0 })

/**
 * The browser's own select, for a short single choice in a toolbar (page size, theme): nothing to
 * load, every keyboard and screen reader already knows it. Filters and multiple choices use Select.
 */
export function NativeSelect<V extends string>({
  label,
  hideLabel = false,
  items,
  value,
  onValueChange,
  size = 'sm',
  labelAbove = false,
  className,
}: NativeSelectProps<V>) {
  const id = useId()
  return (
    <span className={cx(labelAbove ? column : row, className)}>
      <label htmlFor={id} className={hideLabel ? hiddenLabel : labelAbove ? labelOver : visibleLabel}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = items.find((item) => item.value === event.target.value)
          if (chosen) onValueChange(chosen.value)
        }}
        className={cx(input({ size }), control)}
      >
        {items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </span>
  )
}
