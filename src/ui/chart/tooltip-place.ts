/** The gap between the cursor and the tooltip, CSS pixels. */
export const tooltipGap = 12

/**
 * The tooltip's left edge in a chart `boxWidth` wide, for the cursor at `x` and a tooltip
 * `tipWidth` wide: right of the cursor where it fits, else left of it, and never past either edge.
 */
export function tooltipLeft(x: number, tipWidth: number, boxWidth: number): number {
  const right = x + tooltipGap
  if (right + tipWidth <= boxWidth) return right
  const left = x - tooltipGap - tipWidth
  if (left >= 0) return left
  return Math.max(0, boxWidth - tipWidth)
}
