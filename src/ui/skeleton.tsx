import type { ComponentPropsWithRef, CSSProperties } from 'react'
import { cx } from 'styled-system/css'
import { skeleton } from 'styled-system/recipes'

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** CSS width (default: the whole line). */
  width?: CSSProperties['width']
  /** CSS height (default: one line of text). */
  height?: CSSProperties['height']
}

/** A placeholder line; decorative: the container that loads carries aria-busy="true". */
export function Skeleton({ width, height, className, style, ...rest }: SkeletonProps) {
  return <span aria-hidden="true" className={cx(skeleton(), className)} style={{ width, height, ...style }} {...rest} />
}
