/**
 * Cells cut their text with «…»; this gives a cut cell its full text as the native tooltip (title).
 * Called as the pointer enters a cell or focus lands in its row, so only the cells a person looks at
 * are measured, never every cell of a long list while it scrolls.
 */
export function titleIfTruncated(cell: HTMLElement): void {
  if (isCut(cell) || Array.from(cell.querySelectorAll('*'), isCut).includes(true)) {
    const text = (cell.textContent ?? '').trim()
    if (cell.title !== text) cell.title = text
  } else if (cell.hasAttribute('title')) {
    cell.removeAttribute('title')
  }
}

/** The cell (`td`) an event in a table body happened in, and for a focused row, each of its cells. */
export function titleTruncatedCellsAt(target: EventTarget | null): void {
  if (!(target instanceof HTMLElement)) return
  if (target instanceof HTMLTableRowElement) {
    for (const cell of target.cells) titleIfTruncated(cell)
    return
  }
  const cell = target.closest('td')
  if (cell) titleIfTruncated(cell)
}

/**
 * Wider inside than it shows: the cell itself, or a part of it that cuts its own text. scrollWidth
 * and clientWidth are whole pixels, so a text wider by a fraction of one («g.popov@mail.ru» at 112.17
 * px in 112) gets its «…» yet measures as fitting: such a box is measured again to the fraction.
 */
function isCut(element: Element): boolean {
  if (element.scrollWidth !== element.clientWidth || element.clientWidth === 0) return element.scrollWidth > element.clientWidth
  const style = getComputedStyle(element)
  if (!clipping.has(style.overflowX)) return false
  const contents = element.ownerDocument.createRange()
  contents.selectNodeContents(element)
  const edges = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'] as const
  const inner = edges.reduce((width, edge) => width - (parseFloat(style[edge]) || 0), element.getBoundingClientRect().width)
  return contents.getBoundingClientRect().width > inner + 0.01
}

/** Overflow values that cut what does not fit (any other lets it show past the box). */
const clipping: ReadonlySet<string> = new Set(['hidden', 'clip', 'auto', 'scroll'])
