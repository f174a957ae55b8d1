import { queryBarKey, type ListQuerySchema } from '.'
import type { NameForm } from '../form'

/** A list's screen as lib/paths names it: where its saved views lead, and what the palette calls it. */
export interface ListScreenRoute {
  /** '/operations' */
  path: string
  /** «Операции» */
  title: string
}

/** A list's filters, search, sort and page size, saved under a name: `listPath` + `search` is the list's URL. */
export interface SavedView {
  id: string
  name: string
  /** The list's screen: '/operations'. */
  listPath: string
  /** «Операции»: shown beside the view's name in the palette. */
  listTitle: string
  /** The list's state as its URL holds it, without a page: 'type=deposit&ordering=-amount'. */
  search: string
}

/** Every admin's views, by the admin's uuid: several admins may share a browser. */
export type SavedViewsByAdmin = Readonly<Record<string, readonly SavedView[]>>

export const viewNameMaxLength = 80

/**
 * The part of a list's URL a view keeps: everything the schema owns but the page (a view is what
 * the list shows, not where in it one was), written as `writeListQuery` writes it (defaults left
 * out, the schema's order), so the same state always gives the same text whatever the URL looked
 * like; and the query bar's text, as typed.
 */
export function viewSearch(search: URLSearchParams, schema: ListQuerySchema): string {
  const kept = new URLSearchParams()
  for (const codec of Object.values(schema)) {
    if (!codec.isPage) codec.write(kept, codec.read(search))
  }
  const query = search.get(queryBarKey(schema))?.trim()
  if (query) kept.set(queryBarKey(schema), query)
  return kept.toString()
}

/** The list's URL with the view's state. */
export function viewHref(view: SavedView): string {
  return view.search === '' ? view.listPath : `${view.listPath}?${view.search}`
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('ru-RU') === b.toLocaleLowerCase('ru-RU')

/** Why a name will not do; `taken` is the list's view that already has it. */
export interface ViewNameProblem {
  message: string
  taken?: SavedView
}

/** Why `name` cannot name a view of `listPath` (empty, too long, taken by another of its views), or null. */
export function viewNameProblem(views: readonly SavedView[], listPath: string, name: string, exceptId?: string): ViewNameProblem | null {
  const trimmed = name.trim()
  if (trimmed === '') return { message: 'Введите название вида.' }
  if (trimmed.length > viewNameMaxLength) return { message: `Название не длиннее ${viewNameMaxLength} символов.` }
  const taken = views.find((view) => view.listPath === listPath && view.id !== exceptId && sameName(view.name, trimmed))
  return taken ? { message: `Вид «${taken.name}» уже есть.`, taken } : null
}

export type ViewChange = { views: readonly SavedView[]; view: SavedView } | { problem: ViewNameProblem }

/** `views` with a new view of the list at the end, or why its name will not do. */
export function addView(views: readonly SavedView[], fields: Omit<SavedView, 'id'>, id: string): ViewChange {
  const problem = viewNameProblem(views, fields.listPath, fields.name)
  if (problem) return { problem }
  const view: SavedView = { ...fields, id, name: fields.name.trim() }
  return { views: [...views, view], view }
}

/** `views` with the view's state replaced by `search` (a view saved again under its name), in its place. */
export function replaceView(views: readonly SavedView[], id: string, search: string): readonly SavedView[] {
  return views.map((view) => (view.id === id ? { ...view, search } : view))
}

/** `views` with the view renamed, or why the name will not do. */
export function renameView(views: readonly SavedView[], id: string, name: string): ViewChange {
  const target = views.find((view) => view.id === id)
  if (!target) return { problem: { message: 'Этого вида уже нет.' } }
  const problem = viewNameProblem(views, target.listPath, name, id)
  if (problem) return { problem }
  const view: SavedView = { ...target, name: name.trim() }
  return { views: views.map((candidate) => (candidate.id === id ? view : candidate)), view }
}

/** A deleted view and where it stood, so that «Отменить» puts it back in its place. */
export interface DeletedView {
  view: SavedView
  index: number
}

export function deleteView(views: readonly SavedView[], id: string): { views: readonly SavedView[]; deleted?: DeletedView } {
  const index = views.findIndex((view) => view.id === id)
  const view = views[index]
  if (!view) return { views }
  return { views: views.filter((candidate) => candidate.id !== id), deleted: { view, index } }
}

/**
 * `views` with a deleted view back where it stood; nothing changes if a view of its list took its
 * name meanwhile (or it is back already), so that two views never share a name.
 */
export function restoreView(views: readonly SavedView[], { view, index }: DeletedView): readonly SavedView[] {
  if (views.some((candidate) => candidate.id === view.id)) return views
  if (viewNameProblem(views, view.listPath, view.name)) return views
  return [...views.slice(0, index), view, ...views.slice(index)]
}

/** The view of `listPath` whose state is the list's now, if one is. */
export function currentView(views: readonly SavedView[], listPath: string, search: string): SavedView | undefined {
  return views.find((view) => view.listPath === listPath && view.search === search)
}

/** A stored view: one that is not (another version's) is dropped alone (state/lists/saved-views). */
export function isSavedView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false
  const view = value as Record<string, unknown>
  return ['id', 'name', 'listPath', 'listTitle', 'search'].every((key) => typeof view[key] === 'string')
}

/** What «Сохранить» came to: saved, refused with a message, or a view of that name is already there (it may be replaced). */
export type SaveViewOutcome =
  { status: 'saved'; view: SavedView } | { status: 'refused'; message: string } | { status: 'taken'; message: string; view: SavedView }

/** A list's saved views as its toolbar shows them (state `useSavedViews`, ui `SavedViewsMenu`). */
export interface SavedViewsController {
  /** This list's views, in the order they were saved. */
  views: readonly SavedView[]
  /** The view whose state the list shows now. */
  current: SavedView | undefined
  /** Sets the list's URL to the view's. */
  open: (id: string) => void
  /** Saves the list's state now under `name`. */
  save: (name: string) => SaveViewOutcome
  /** Saves the list's state now into an existing view (its name stays). */
  replace: (id: string) => void
  /** Renames a view; answers why not (a Russian message), or null. */
  rename: (id: string, name: string) => string | null
  /** Deletes a view; answers what puts it back («Отменить»), or undefined when there was no such view. */
  remove: (id: string) => (() => void) | undefined
  /** The name dialog's form (state's form kit): a hook, called by the dialog. */
  useNameForm: (initialName: string, onSubmit: (name: string) => void) => NameForm
}
