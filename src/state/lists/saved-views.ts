import { useAtomValue, useStore } from 'jotai'
import { atomWithStorage } from 'jotai/utils'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import type { PaletteCommand } from '../../lib/commands'
import type { ListQuerySchema } from '../../lib/list-query'
import {
  addView,
  currentView,
  deleteView,
  isSavedView,
  renameView,
  replaceView,
  restoreView,
  viewHref,
  viewSearch,
  type ListScreenRoute,
  type SavedView,
  type SavedViewsByAdmin,
  type SavedViewsController,
} from '../../lib/list-query/saved-views'
import { useProfile } from '../domain/profile'
import { useNameForm } from '../forms/name-form'
import { listsByPersonStorage } from '../session/validated-storage'
import { useUrlSearch } from '../shell/use-url-search'

/** Every admin's saved views in this browser, by the admin's uuid; other tabs' changes are followed (the storage event). */
export const savedViewsAtom = atomWithStorage<SavedViewsByAdmin>('saved_views', {}, listsByPersonStorage(isSavedView), {
  getOnInit: true,
})

const noViews: readonly SavedView[] = []

/** The signed-in admin's uuid: views are theirs alone. Undefined while the profile loads. */
function useAdminId(): string | undefined {
  return useProfile().data?.uuid
}

/** The admin's views, read and written through the store at the moment of a change (an «Отменить» comes later than its render). */
function useAdminViewsStore(adminId: string | undefined) {
  const store = useStore()
  const read = () => (adminId === undefined ? noViews : (store.get(savedViewsAtom)[adminId] ?? noViews))
  const write = (views: readonly SavedView[]) => {
    if (adminId !== undefined) store.set(savedViewsAtom, { ...store.get(savedViewsAtom), [adminId]: views })
  }
  return { read, write }
}

function useAdminViews(adminId: string | undefined): readonly SavedView[] {
  const all = useAtomValue(savedViewsAtom)
  return (adminId === undefined ? undefined : all[adminId]) ?? noViews
}

// Not crypto.randomUUID: it exists in secure contexts only, and the console may be served over plain http.
const newViewId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

const profileLoading = 'Профиль ещё загружается: попробуйте через секунду.'

/**
 * «Сохранить вид» on a list: its state in the URL (filters, search, sort, page size; not the page
 * nor an open drawer) saved under a name for the signed-in admin, in localStorage.
 */
export function useSavedViews(schema: ListQuerySchema, screen: ListScreenRoute): SavedViewsController {
  const navigate = useNavigate()
  const [searchParams] = useUrlSearch()
  const adminId = useAdminId()
  const adminViews = useAdminViews(adminId)
  const { read, write } = useAdminViewsStore(adminId)
  const search = useMemo(() => viewSearch(searchParams, schema), [searchParams, schema])
  const views = useMemo(() => adminViews.filter((view) => view.listPath === screen.path), [adminViews, screen.path])
  return {
    views,
    current: currentView(views, screen.path, search),
    open: (id) => {
      const view = views.find((candidate) => candidate.id === id)
      if (view) void navigate(viewHref(view))
    },
    save: (name) => {
      if (adminId === undefined) return { status: 'refused', message: profileLoading }
      const change = addView(read(), { name, listPath: screen.path, listTitle: screen.title, search }, newViewId())
      if ('problem' in change) {
        const { message, taken } = change.problem
        return taken ? { status: 'taken', message, view: taken } : { status: 'refused', message }
      }
      write(change.views)
      return { status: 'saved', view: change.view }
    },
    replace: (id) => write(replaceView(read(), id, search)),
    rename: (id, name) => {
      if (adminId === undefined) return profileLoading
      const change = renameView(read(), id, name)
      if ('problem' in change) return change.problem.message
      write(change.views)
      return null
    },
    remove: (id) => {
      const { views: rest, deleted } = deleteView(read(), id)
      if (!deleted) return undefined
      write(rest)
      return () => write(restoreView(read(), deleted))
    },
    useNameForm,
  }
}

/** What the palette's saved views begin with: text typed so is a view's name, not a query. */
export const savedViewPrefix = 'Вид:'

/** «Вид: <name>» in the palette for each of the signed-in admin's views: it opens the list with the view's state, from any screen. */
export function useSavedViewCommands(): readonly PaletteCommand[] {
  const views = useAdminViews(useAdminId())
  return useMemo(
    () =>
      views.map((view) => ({
        id: `saved-view:${view.id}`,
        label: `${savedViewPrefix} ${view.name}`,
        group: 'Сохранённые виды',
        detail: view.listTitle,
        keywords: [view.listTitle],
        run: (context) => context.navigate(viewHref(view)),
      })),
    [views],
  )
}
