/**
 * Cells cut their text with «…»; this gives a cut cell its full text as the native tooltip (title).
 * Called as the pointer enters a cell or focus lands in its row, so only the cells a person looks at
 * are measured, never every cell of a long list while it scrolls.
 */
export function titleIfTruncated(cell: HTMLElement): void {
  if (isCut(cell) || Array.from(cell.querySelectorAll('*'), isCut).includes(true)) {
    const text = readText(cell)
    if (cell.title !== text) cell.title = text
  } else if (cell.hasAttribute('title')) {
    cell.removeAttribute('title')
  }
}

/**
 * The cell's text as it reads: what stands on lines of its own (a block, a flex item) apart by a
 * space, inline parts (a highlighted match inside a word) joined as they are.
 */
function readText(cell: HTMLElement): string {
  let text = ''
  let lastBox: Element | undefined
  const walker = cell.ownerDocument.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const box = boxOf(node.parentElement, cell)
    if (lastBox !== undefined && box !== lastBox) text += ' '
    text += node.textContent ?? ''
    lastBox = box
  }
  return text.replace(/[ \t\n\r\f]+/g, ' ').trim()
}

/** The nearest element from `element` up to the cell that is laid out as a box of its own, not inline. */
function boxOf(element: Element | null, cell: HTMLElement): Element {
  for (let current = element; current !== null && current !== cell; current = current.parentElement) {
    if (!getComputedStyle(current).display.startsWith('inline')) return current
  }
  return cell
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
