import type { ReactNode } from 'react'

/** Whether a message prop holds something to show: '', false, null and undefined do not. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== ''
}
