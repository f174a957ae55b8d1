/**
 * The keys that join a list's search and its rows, found through the page itself so that every
 * list gets them without wiring: `/` focuses the search, ↓ in the search moves to the first row,
 * Escape in the rows goes back to the search.
 */
const listSearch = 'input[data-list-search]'
const overlay = '[role="dialog"], [role="alertdialog"]'

/** The part of the page that holds `element` and its list: its dialog, else the page outside dialogs. */
function inScope(element: Element, candidate: Element): boolean {
  return element.closest(overlay) === candidate.closest(overlay)
}

/** The search of the page, outside any dialog (for `/`); whether one took the focus. */
export function focusPageSearch(root: ParentNode = document): boolean {
  const search = [...root.querySelectorAll<HTMLInputElement>(listSearch)].find((input) => input.closest(overlay) === null)
  if (!search) return false
  search.focus()
  search.select()
  return true
}

/** The first row of the first list after `search`; whether one took the focus. */
export function focusFirstRowAfter(search: Element): boolean {
  const grid = [...search.ownerDocument.querySelectorAll('[role="grid"]')].find(
    (candidate) => inScope(search, candidate) && search.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING,
  )
  const row = grid?.querySelector<HTMLElement>('tbody tr[data-index="0"]') ?? grid?.querySelector<HTMLElement>('tbody tr[tabindex]')
  if (!row) return false
  row.focus()
  return true
}

/** The search before the list holding `row`; whether it took the focus. */
export function focusSearchBefore(row: Element): boolean {
  const search = [...row.ownerDocument.querySelectorAll<HTMLInputElement>(listSearch)]
    .filter((candidate) => inScope(row, candidate) && row.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING)
    .at(-1)
  if (!search) return false
  search.focus()
  return true
}

/**
 * `j`/`k` pressed on the page rather than on a row: the page's list (outside any dialog) takes the
 * focus on its current row, the first until one was chosen; whether one did. `primary` names the list
 * to go to on a page of several (its grid's label); the first list with rows when it has none.
 */
export function focusPageRow(primary?: string, root: ParentNode = document): boolean {
  const rows = [...root.querySelectorAll<HTMLElement>('[role="grid"] tbody tr[tabindex="0"]')].filter(
    (candidate) => candidate.closest(overlay) === null,
  )
  const row = rows.find((candidate) => candidate.closest('[role="grid"]')?.getAttribute('aria-label') === primary) ?? rows[0]
  if (!row) return false
  row.focus()
  return true
}
