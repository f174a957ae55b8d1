import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { spinner } from 'styled-system/recipes'

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: 'sm' | 'md' | 'lg'
  /** Announce the spinner (role="status") with this text; without it the spinner is decorative. */
  label?: string
}

export function Spinner({ size, label, className, ...rest }: SpinnerProps) {
  if (label === undefined) return <span aria-hidden="true" className={cx(spinner({ size }), className)} {...rest} />
  return <span role="status" aria-label={label} className={cx(spinner({ size }), className)} {...rest} />
}
