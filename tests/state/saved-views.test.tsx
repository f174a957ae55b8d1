import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CommandContext, PaletteCommand } from '../../src/lib/commands'
import { orderingParam, pageParam, pageSizeParam, textParam } from '../../src/lib/list-query'
import type { SavedViewsController } from '../../src/lib/list-query/saved-views'
import { useSavedViewCommands, useSavedViews } from '../../src/state/lists/saved-views'
import { createFakeApi, type FakeApi } from '../support/fake-api'
import { renderWithConsole } from '../support/render'

const schema = {
  page: pageParam(),
  pageSize: pageSizeParam([25, 50]),
  search: textParam('search'),
  ordering: orderingParam('ordering', ['name', 'created_at'], '-created_at'),
}
const list = { path: '/list', title: 'Список' }
const storageKey = 'saved_views'

/** What the probe's hooks answered at its last render. */
const probe: { views?: SavedViewsController; commands?: readonly PaletteCommand[] } = {}

function ListProbe() {
  probe.views = useSavedViews(schema, list)
  probe.commands = useSavedViewCommands()
  return (
    <>
      <ul aria-label="Виды">
        {probe.views.views.map((view) => (
          <li key={view.id}>{view.name}</li>
        ))}
      </ul>
      <output aria-label="Текущий вид">{probe.views.current?.name ?? 'нет'}</output>
    </>
  )
}

function renderList(url: string, api: FakeApi = createFakeApi()) {
  const view = renderWithConsole({
    url,
    api,
    routes: () => [
      { path: '/list', Component: ListProbe },
      { path: '/other', Component: () => <p>Другой экран</p> },
    ],
  })
  const controller = () => {
    if (!probe.views) throw new Error('the probe never rendered')
    return probe.views
  }
  return { ...view, controller }
}

const names = () => screen.getByRole('list', { name: 'Виды' }).textContent
const current = () => screen.getByRole('status', { name: 'Текущий вид' })
const stored = () => JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, { name: string; search: string }[]>

/** Saving needs the admin's identity: the profile has arrived. */
async function saveWhenSignedIn(controller: () => SavedViewsController, name: string) {
  let outcome: ReturnType<SavedViewsController['save']> | undefined
  await waitFor(() => {
    act(() => {
      outcome = controller().save(name)
    })
    expect(outcome?.status).not.toBe('refused')
  })
  return outcome
}

describe('useSavedViews', () => {
  it('saves the list’s state without its page under the signed-in admin, and knows it as the current view', async () => {
    const api = createFakeApi()
    const view = renderList('/list?search=%D0%BE%D0%BE%D0%BE&ordering=name&page=4&page_size=50&drawer=item', api)
    expect(await saveWhenSignedIn(view.controller, ' Мой вид ')).toMatchObject({ status: 'saved', view: { name: 'Мой вид' } })
    expect(names()).toBe('Мой вид')
    expect(current()).toHaveTextContent('Мой вид')
    expect(stored()).toEqual({
      [api.profile.uuid]: [
        {
          id: expect.any(String) as string,
          name: 'Мой вид',
          listPath: '/list',
          listTitle: 'Список',
          search: 'page_size=50&search=%D0%BE%D0%BE%D0%BE&ordering=name',
        },
      ],
    })
  })

  it('refuses a taken name and names the view that has it; replacing saves the state now into it', async () => {
    const view = renderList('/list?ordering=name')
    await saveWhenSignedIn(view.controller, 'По имени')
    await act(() => view.router.navigate('/list?search=abc'))
    expect(current()).toHaveTextContent('нет')
    let outcome: ReturnType<SavedViewsController['save']> | undefined
    act(() => {
      outcome = view.controller().save('по имени')
    })
    expect(outcome).toMatchObject({ status: 'taken', message: 'Вид «По имени» уже есть.', view: { name: 'По имени' } })
    const taken = outcome?.status === 'taken' ? outcome.view : undefined
    act(() => view.controller().replace(taken?.id ?? ''))
    expect(current()).toHaveTextContent('По имени')
    expect(Object.values(stored())[0]?.map((saved) => saved.search)).toEqual(['search=abc'])
  })

  it('opens a view: the list’s URL becomes the view’s, whatever the URL held', async () => {
    const view = renderList('/list?ordering=name&page_size=50')
    const saved = await saveWhenSignedIn(view.controller, 'По имени')
    await act(() => view.router.navigate('/list?search=abc&page=2'))
    act(() => view.controller().open(saved?.status === 'saved' ? saved.view.id : ''))
    await waitFor(() => expect(view.router.state.location.search).toBe('?page_size=50&ordering=name'))
    expect(current()).toHaveTextContent('По имени')
  })

  it('renames and deletes a view; «Отменить» puts it back in its place', async () => {
    const view = renderList('/list')
    await saveWhenSignedIn(view.controller, 'Первый')
    await act(() => view.router.navigate('/list?ordering=name'))
    await saveWhenSignedIn(view.controller, 'Второй')
    const [first] = view.controller().views
    let message: string | null = ''
    act(() => {
      message = view.controller().rename(first?.id ?? '', 'второй')
    })
    expect(message).toBe('Вид «Второй» уже есть.')
    act(() => {
      message = view.controller().rename(first?.id ?? '', '  Все ')
    })
    expect(message).toBeNull()
    expect(names()).toBe('ВсеВторой')
    let undo: (() => void) | undefined
    act(() => {
      undo = view.controller().remove(first?.id ?? '')
    })
    expect(names()).toBe('Второй')
    act(() => undo?.())
    expect(names()).toBe('ВсеВторой')
  })

  it('keeps each admin’s views to that admin: another admin in the same browser sees none and keeps their own apart', async () => {
    const firstAdmin = createFakeApi()
    const first = renderList('/list?ordering=name', firstAdmin)
    await saveWhenSignedIn(first.controller, 'Анны')
    first.unmount()

    const secondAdmin = createFakeApi()
    secondAdmin.profile.uuid = '0b7d9a4e-2c3f-4e5a-8b6c-7d8e9f0a1b2c'
    secondAdmin.profile.email = 'boris@example.com'
    const second = renderList('/list?ordering=name', secondAdmin)
    expect(await saveWhenSignedIn(second.controller, 'Анны')).toMatchObject({ status: 'saved' })
    expect(names()).toBe('Анны')
    expect(Object.keys(stored()).sort()).toEqual([firstAdmin.profile.uuid, secondAdmin.profile.uuid].sort())
    expect(stored()[firstAdmin.profile.uuid]).toHaveLength(1)
  })

  it('follows the views another tab saves', async () => {
    const api = createFakeApi()
    renderList('/list', api)
    await waitFor(() => expect(probe.views).toBeDefined())
    const fromOtherTab = JSON.stringify({
      [api.profile.uuid]: [{ id: 'x', name: 'Из другой вкладки', listPath: '/list', listTitle: 'Список', search: '' }],
    })
    localStorage.setItem(storageKey, fromOtherTab)
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: storageKey, newValue: fromOtherTab, storageArea: localStorage })))
    await waitFor(() => expect(names()).toBe('Из другой вкладки'))
    expect(current()).toHaveTextContent('Из другой вкладки')
  })

  it('reads what is not views (another version, garbage) as no views', async () => {
    localStorage.setItem(storageKey, '{"admin":[{"name":1}]}')
    const view = renderList('/list')
    expect(await saveWhenSignedIn(view.controller, 'Новый')).toMatchObject({ status: 'saved' })
    expect(names()).toBe('Новый')
  })
})

describe('useSavedViewCommands', () => {
  it('lists «Вид: <name>» for every view of the admin with its list, and opens the list with the view’s state from another screen', async () => {
    const view = renderList('/list?search=abc&ordering=name')
    await saveWhenSignedIn(view.controller, 'Поиск abc')
    const commands = probe.commands ?? []
    expect(commands.map(({ label, detail, group }) => ({ label, detail, group }))).toEqual([
      { label: 'Вид: Поиск abc', detail: 'Список', group: 'Сохранённые виды' },
    ])
    await act(() => view.router.navigate('/other'))
    const context: CommandContext = { navigate: (to) => void view.router.navigate(to), openDrawer: () => {}, openPage: () => {} }
    act(() => commands[0]?.run(context))
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/list?search=abc&ordering=name'),
    )
  })
})
