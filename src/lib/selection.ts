/**
 * Which rows of a list are selected: picked ids (kept across pages), or every row matching the
 * filters («Выбрать все N»), the ids then being read from the server when an action runs.
 */
export interface Selection {
  ids: ReadonlySet<string>
  allMatching: boolean
  /** The row a Shift+click extends from. */
  anchor: string | null
}

export const emptySelection: Selection = { ids: new Set(), allMatching: false, anchor: null }

/**
 * A row's checkbox: toggles the row, or with `range` (Shift+click) sets every row of the page
 * between the anchor and this one to the state this row takes.
 */
export function toggleRow(selection: Selection, pageIds: readonly string[], id: string, range: boolean): Selection {
  const base = selection.allMatching ? new Set(pageIds) : selection.ids
  const select = !(selection.allMatching || base.has(id))
  const from = range && selection.anchor !== null ? pageIds.indexOf(selection.anchor) : -1
  const to = pageIds.indexOf(id)
  const span = from >= 0 && to >= 0 ? pageIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id]
  const ids = new Set(base)
  for (const each of span) {
    if (select) ids.add(each)
    else ids.delete(each)
  }
  return { ids, allMatching: false, anchor: id }
}

/** «Выбрать всё на странице»: the page's rows on, or off. */
export function togglePage(selection: Selection, pageIds: readonly string[], select: boolean): Selection {
  const ids = new Set(selection.allMatching ? [] : selection.ids)
  for (const id of pageIds) {
    if (select) ids.add(id)
    else ids.delete(id)
  }
  return { ids, allMatching: false, anchor: null }
}

/** «Выбрать все N»: every row matching the filters, on every page. */
export function selectAllMatching(pageIds: readonly string[]): Selection {
  return { ids: new Set(pageIds), allMatching: true, anchor: null }
}

export function isRowSelected(selection: Selection, id: string): boolean {
  return selection.allMatching || selection.ids.has(id)
}

/** The header checkbox: every row of the page, some, or none. */
export function pageState(selection: Selection, pageIds: readonly string[]): boolean | 'indeterminate' {
  if (pageIds.length === 0) return false
  const picked = pageIds.filter((id) => isRowSelected(selection, id)).length
  return picked === 0 ? false : picked === pageIds.length ? true : 'indeterminate'
}

/**
 * How many rows are selected: `matching` (the filters' count, which leaves `gone` out already) when
 * every matching row is; else those picked, but for the `gone` (deleted while picked).
 */
export function selectedCount(selection: Selection, matching: number, gone: ReadonlySet<string> = new Set()): number {
  if (selection.allMatching) return matching
  let count = 0
  for (const id of selection.ids) if (!gone.has(id)) count += 1
  return count
}
