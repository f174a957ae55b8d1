/** The axes' font: uPlot's own default, named so that labels can be measured before they are drawn. */
export const axisFont = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

let measuring: CanvasRenderingContext2D | null = null

/** The width of a label in CSS pixels, drawn in `font`. */
export function labelWidth(text: string, font: string = axisFont): number {
  measuring ??= document.createElement('canvas').getContext('2d')
  if (!measuring) return text.length * 7
  measuring.font = font
  return measuring.measureText(text).width
}

/** Room between ticks so that the widest of `labels` never runs into the next: its width and a gap. */
export function tickSpace(labels: readonly string[], gap = 16): number {
  return Math.ceil(Math.max(0, ...labels.map((label) => labelWidth(label))) + gap)
}

/** An axis's breadth for the labels it shows (a minus sign or a long amount included): the widest, its tick and a gap. */
export function axisSize(labels: readonly string[] | null, minimum = 40): number {
  if (!labels || labels.length === 0) return minimum
  return Math.max(minimum, Math.ceil(Math.max(...labels.map((label) => labelWidth(label))) + 18))
}
