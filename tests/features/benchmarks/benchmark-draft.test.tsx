import { waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFakeApi } from '../../support/fake-api'
import { bannerCtr, benchmarksPath, makeBenchmarks, serveBenchmarks } from '../../support/fixtures/benchmarks'
import { clearToasts, findDialog, renderScreen, toast } from '../resource-screens'

afterEach(() => {
  clearToasts()
  sessionStorage.clear()
})

const address = `/benchmarks?drawer=benchmark&benchmark=${bannerCtr.benchmark_uuid}`
const typedOver = { ...bannerCtr, version: 2 }

/** The drawer opened (reloaded over a kept draft, when given) while the server has `now`. */
function reloadOver(now: typeof bannerCtr, draft?: object) {
  if (draft) sessionStorage.setItem(`draft:${address}`, JSON.stringify(draft))
  const api = createFakeApi()
  serveBenchmarks(api, [now, ...makeBenchmarks().slice(1)])
  return renderScreen(address, api)
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) })
const edits = (view: ReturnType<typeof renderScreen>) => view.api.requestsTo('PATCH', `${benchmarksPath}${bannerCtr.benchmark_uuid}/edit/`)

describe('a draft given back after a reload', () => {
  it('keeps the record it was typed over, with its version', async () => {
    const view = reloadOver(typedOver)
    const dialog = await findDialog('Норма «Баннер: внимание»')
    await view.user.type(field(dialog, 'Описание'), ' и моё')
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(`draft:${address}`) ?? '{}')).toEqual({
        edits: { description: 'Для баннеров и моё' },
        base: typedOver,
      }),
    )
  })

  it('typed over a version someone has saved over since: the conflict shows before anything is sent, and the save goes over theirs', async () => {
    const now = { ...typedOver, name: 'Баннер (их)', min_value: 20, version: 3 }
    const view = reloadOver(now, { edits: { min_value: '15', description: 'Моё' }, base: typedOver })
    const dialog = await findDialog('Норма «Баннер (их)»')
    const conflict = await within(dialog).findByRole('region', { name: 'Запись изменилась, пока вы её редактировали' })
    // Heard first: the drawer opens on the conflict's heading, not in its first field.
    await waitFor(() => expect(within(conflict).getByRole('heading')).toHaveFocus())
    const rows = within(conflict).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['НазваниеБаннер: вниманиеБаннер (их)не меняли', 'Минимум40,52015'])
    expect(field(dialog, 'Название')).toHaveValue('Баннер (их)')
    expect(field(dialog, 'Минимум')).toHaveValue('15')
    expect(field(dialog, 'Описание')).toHaveValue('Моё')
    expect(view.api.requests.filter((request) => request.method !== 'GET')).toEqual([])

    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Выберите, какое значение оставить')
    await view.user.click(within(conflict).getByRole('radio', { name: 'Минимум: оставить значение сейчас «20»' }))
    expect(field(dialog, 'Минимум')).toHaveValue('20')
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await toast('Норма сохранена')
    const [sent] = edits(view)
    expect(sent?.headers.get('If-Match')).toBe('"3"')
    expect(sent?.body).toMatchObject({ name: 'Баннер (их)', min_value: 20, description: 'Моё' })
  })

  it('«Отменить мои изменения» takes theirs, and the draft goes', async () => {
    const now = { ...typedOver, min_value: 20, version: 3 }
    const view = reloadOver(now, { edits: { min_value: '15' }, base: typedOver })
    const dialog = await findDialog('Норма «Баннер: внимание»')
    const conflict = await within(dialog).findByRole('region', { name: 'Запись изменилась, пока вы её редактировали' })
    // Until it is resolved the draft stays over the version typed over: another reload asks again.
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(`draft:${address}`) ?? '{}')).toMatchObject({ base: { version: 2 } }))
    await view.user.click(within(conflict).getByRole('button', { name: 'Отменить мои изменения' }))
    expect(field(dialog, 'Минимум')).toHaveValue('20')
    await waitFor(() => expect(sessionStorage.getItem(`draft:${address}`)).toBeNull())
  })

  it.each([
    ['typed over the version the record still has', { edits: { min_value: '15' }, base: { ...typedOver, min_value: 20 } }, 2],
    ['kept before drafts kept their base', { min_value: '15' }, 2],
    ['of a backend without versions', { edits: { min_value: '15' }, base: { ...bannerCtr } }, undefined],
  ])('%s: laid over the record as it is, as before', async (_, draft, version) => {
    const view = reloadOver({ ...typedOver, min_value: 20, version }, draft)
    const dialog = await findDialog('Норма «Баннер: внимание»')
    await waitFor(() => expect(field(dialog, 'Минимум')).toHaveValue('15'))
    expect(within(dialog).queryByRole('region', { name: /Запись изменилась/ })).toBeNull()
    await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    await toast('Норма сохранена')
    expect(edits(view)[0]?.headers.get('If-Match')).toBe(version === undefined ? null : `"${version}"`)
  })
})
