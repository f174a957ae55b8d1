import { describe, expect, it } from 'vitest'
import { multiChoiceParam, orderingParam, pageParam, pageSizeParam, textParam } from '../../src/lib/list-query'
import {
  addView,
  currentView,
  deleteView,
  isSavedView,
  renameView,
  replaceView,
  restoreView,
  viewHref,
  viewNameMaxLength,
  viewNameProblem,
  viewSearch,
  type SavedView,
} from '../../src/lib/list-query/saved-views'
import { keptItemsByPerson } from '../../src/state/session/validated-storage'

const schema = {
  page: pageParam(),
  pageSize: pageSizeParam([25, 50, 100]),
  search: textParam('search'),
  statuses: multiChoiceParam('status', ['new', 'done']),
  ordering: orderingParam('ordering', ['name', 'created_at'], '-created_at'),
}

function view(id: string, name: string, listPath = '/benchmarks', search = ''): SavedView {
  return { id, name, listPath, listTitle: listPath === '/benchmarks' ? 'Нормы' : 'Пользователи', search }
}

const views: readonly SavedView[] = [view('a', 'Новые', '/benchmarks', 'status=new'), view('b', 'Готовые'), view('c', 'Новые', '/users')]

describe('viewSearch', () => {
  it('keeps the filters, search, sort and page size, not the page nor what the list does not own (a drawer)', () => {
    const url = new URLSearchParams('page=3&drawer=benchmark&id=7&ordering=name&page_size=50&search=соц&status=done')
    expect(viewSearch(url, schema)).toBe(
      new URLSearchParams({ page_size: '50', search: 'соц', status: 'done', ordering: 'name' }).toString(),
    )
  })

  it('writes the same state the same way: defaults left out, comma-joined and invalid values read as the list reads them', () => {
    const written = viewSearch(new URLSearchParams('status=done,new&ordering=-created_at&page_size=25&search=%20%20'), schema)
    const plain = viewSearch(new URLSearchParams('status=new&status=done'), schema)
    expect(written).toBe('status=new&status=done')
    expect(plain).toBe(written)
    expect(viewSearch(new URLSearchParams('page_size=7&ordering=unknown'), schema)).toBe('')
  })
})

describe('view names', () => {
  it('refuses an empty or blank name with a message', () => {
    expect(viewNameProblem(views, '/benchmarks', '   ')?.message).toBe('Введите название вида.')
  })

  it(`refuses a name longer than ${viewNameMaxLength} characters`, () => {
    expect(viewNameProblem(views, '/benchmarks', 'я'.repeat(viewNameMaxLength + 1))?.message).toBe('Название не длиннее 80 символов.')
    expect(viewNameProblem(views, '/benchmarks', 'я'.repeat(viewNameMaxLength))).toBeNull()
  })

  it('finds a name taken on the same list whatever its case and outer spaces, and names the view that has it', () => {
    const problem = viewNameProblem(views, '/benchmarks', '  НОВЫЕ ')
    expect(problem?.message).toBe('Вид «Новые» уже есть.')
    expect(problem?.taken?.id).toBe('a')
  })

  it('lets another list, or the view being renamed, use the name', () => {
    expect(viewNameProblem(views, '/requests', 'Новые')).toBeNull()
    expect(viewNameProblem(views, '/benchmarks', 'новые', 'a')).toBeNull()
  })
})

describe('changes to the views', () => {
  it('adds a view at the end with its name trimmed', () => {
    const change = addView(views, { name: '  Мои  ', listPath: '/benchmarks', listTitle: 'Нормы', search: 'ordering=name' }, 'd')
    if ('problem' in change) throw new Error(change.problem.message)
    expect(change.view).toEqual({ id: 'd', name: 'Мои', listPath: '/benchmarks', listTitle: 'Нормы', search: 'ordering=name' })
    expect(change.views.map((saved) => saved.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('does not add a view under a taken name, and says which view has it', () => {
    const change = addView(views, { name: 'готовые', listPath: '/benchmarks', listTitle: 'Нормы', search: '' }, 'd')
    expect(change).toEqual({ problem: { message: 'Вид «Готовые» уже есть.', taken: views[1] } })
  })

  it('replaces a view’s state in its place, keeping its name', () => {
    expect(replaceView(views, 'b', 'status=done')).toEqual([views[0], { ...views[1], search: 'status=done' }, views[2]])
  })

  it('renames a view, trimmed; refuses a taken or empty name and a view that is gone', () => {
    const change = renameView(views, 'b', ' Закрытые ')
    if ('problem' in change) throw new Error(change.problem.message)
    expect(change.views[1]?.name).toBe('Закрытые')
    expect(renameView(views, 'b', 'Новые')).toMatchObject({ problem: { message: 'Вид «Новые» уже есть.' } })
    expect(renameView(views, 'b', '')).toMatchObject({ problem: { message: 'Введите название вида.' } })
    expect(renameView(views, 'x', 'Любое')).toMatchObject({ problem: { message: 'Этого вида уже нет.' } })
  })

  it('deletes a view and puts it back in its place', () => {
    const { views: rest, deleted } = deleteView(views, 'b')
    expect(rest.map((saved) => saved.id)).toEqual(['a', 'c'])
    if (!deleted) throw new Error('nothing deleted')
    expect(restoreView(rest, deleted)).toEqual(views)
    // Twice is once.
    expect(restoreView(restoreView(rest, deleted), deleted)).toEqual(views)
    expect(deleteView(views, 'x')).toEqual({ views })
  })

  it('does not put a view back when another took its name meanwhile', () => {
    const { views: rest, deleted } = deleteView(views, 'b')
    if (!deleted) throw new Error('nothing deleted')
    const taken = [...rest, view('e', 'готовые')]
    expect(restoreView(taken, deleted)).toBe(taken)
  })
})

describe('the current view and its link', () => {
  it('is the view of the list whose state the URL holds', () => {
    expect(currentView(views, '/benchmarks', 'status=new')?.id).toBe('a')
    expect(currentView(views, '/benchmarks', '')?.id).toBe('b')
    expect(currentView(views, '/requests', 'status=new')).toBeUndefined()
  })

  it('links to the list with the view’s state', () => {
    expect(viewHref(views[0] as SavedView)).toBe('/benchmarks?status=new')
    expect(viewHref(views[1] as SavedView)).toBe('/benchmarks')
  })
})

describe('what the storage holds', () => {
  it('keeps the views by admin, dropping only a view of another shape', () => {
    expect(keptItemsByPerson({ 'admin-1': views, 'admin-2': [] }, isSavedView)).toEqual({ 'admin-1': views, 'admin-2': [] })
    expect(keptItemsByPerson({}, isSavedView)).toEqual({})
    expect(keptItemsByPerson([], isSavedView)).toBeUndefined()
    expect(keptItemsByPerson(null, isSavedView)).toBeUndefined()
    expect(keptItemsByPerson({ 'admin-1': [{ id: 'a', name: 'Новые' }, ...views] }, isSavedView)).toEqual({ 'admin-1': views })
    expect(keptItemsByPerson({ 'admin-1': 'views', 'admin-2': views }, isSavedView)).toEqual({ 'admin-1': [], 'admin-2': views })
  })
})
