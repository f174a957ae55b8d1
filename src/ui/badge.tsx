import type { ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger'

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** @default 'neutral' */
  tone?: BadgeTone
}

/** A short status label («Активен», «Заблокирован»). */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)} {...rest} />
}
