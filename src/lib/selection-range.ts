import { toggleRow, type Selection } from './selection'

/** The ids of the page from one row to another, both included, in either direction. */
function span(pageIds: readonly string[], from: number, to: number): string[] {
  return pageIds.slice(Math.min(from, to), Math.max(from, to) + 1)
}

/**
 * Shift with a move (↑/↓, j/k, Home/End) from the focused row `fromId` to `toId`: the rows from the
 * anchor (the last row toggled; the focused row when there is none on the page) to `toId` are
 * selected, and those the move went back over (between the anchor and `fromId`, not `toId`) are
 * cleared, as in a file manager. Rows outside both spans keep their state; the anchor stays.
 */
export function extendRange(selection: Selection, pageIds: readonly string[], fromId: string, toId: string): Selection {
  const from = pageIds.indexOf(fromId)
  const to = pageIds.indexOf(toId)
  if (from < 0 || to < 0) return selection
  const anchored = selection.anchor === null ? -1 : pageIds.indexOf(selection.anchor)
  const anchor = anchored >= 0 ? anchored : from
  const ids = new Set(selection.allMatching ? pageIds : selection.ids)
  const kept = new Set(span(pageIds, anchor, to))
  if (anchored >= 0) for (const id of span(pageIds, anchor, from)) if (!kept.has(id)) ids.delete(id)
  for (const id of kept) ids.add(id)
  return { ids, allMatching: false, anchor: pageIds[anchor] ?? null }
}

/**
 * Shift+click on a selected row that no anchor on the page reaches (after «Выбрать всё на странице»,
 * or on another page): the run of selected rows around it is cleared, as Gmail takes a range out.
 */
export function clearRunAround(selection: Selection, pageIds: readonly string[], id: string): Selection {
  const at = pageIds.indexOf(id)
  const ids = new Set(selection.allMatching ? pageIds : selection.ids)
  if (at < 0 || !ids.has(id)) return selection
  let first = at
  let last = at
  while (first > 0 && ids.has(pageIds[first - 1] ?? '')) first -= 1
  while (last < pageIds.length - 1 && ids.has(pageIds[last + 1] ?? '')) last += 1
  for (const each of span(pageIds, first, last)) ids.delete(each)
  return { ids, allMatching: false, anchor: id }
}

/**
 * A Shift+click on a row's checkbox: the range from the anchor takes the row's new state (toggleRow);
 * on a selected row with no anchor on the page, the selected run around it is cleared.
 */
export function shiftToggle(selection: Selection, pageIds: readonly string[], id: string): Selection {
  const anchored = selection.anchor !== null && pageIds.includes(selection.anchor)
  const selected = selection.allMatching || selection.ids.has(id)
  return !anchored && selected ? clearRunAround(selection, pageIds, id) : toggleRow(selection, pageIds, id, true)
}
