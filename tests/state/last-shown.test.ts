import { atom } from 'jotai'
import { afterEach, describe, expect, test } from 'vitest'
import { attachQueryClient } from '../../src/state/query/attach-query-client'
import { defineQuery, queryAtom } from '../../src/state/query/define-query'
import { signOutAtom } from '../../src/state/session/session'
import { createConsoleContext, type ConsoleContext } from '../../src/state/store'
import { untilAtom } from '../support/until-atom'

// A list keeps its previous page on screen while the next loads; that memory belongs to the session:
// once one person signs out, the next never sees a row of theirs, not even for a frame.

const contexts: ConsoleContext[] = []
afterEach(() => {
  for (const context of contexts.splice(0)) context.dispose()
})

/** A list screen reading the page of its current filter; answers come when the test says. */
function listScreen() {
  const context = createConsoleContext({ fetch: () => Promise.reject(new Error('no network')) })
  contexts.push(context)
  attachQueryClient(context.store)
  const answers = new Map<string, (rows: string[]) => void>()
  const pages = defineQuery(
    (filter: string) => ({
      key: ['journal-like', filter],
      fetch: () => new Promise<string[]>((resolve) => answers.set(filter, resolve)),
    }),
    { keepLastShown: true },
  )
  const filterAtom = atom('всё')
  const shownAtom = atom((get) => get(queryAtom(pages, get(filterAtom))))
  context.store.sub(shownAtom, () => undefined)
  return { ...context, answers, filterAtom, shownAtom }
}

describe('what a list showed last', () => {
  test('stays on screen, dimmed, while the next page of the same session loads', async () => {
    const { store, answers, filterAtom, shownAtom } = listScreen()
    answers.get('всё')?.(['запись первого сотрудника'])
    await untilAtom(store, shownAtom, (result) => result.isSuccess)

    store.set(filterAtom, 'удаления')

    expect(store.get(shownAtom)).toMatchObject({ data: ['запись первого сотрудника'], isPlaceholderData: true })
  })

  test('is forgotten at sign-out: the next person sees nothing of it while their page loads', async () => {
    const { store, answers, filterAtom, shownAtom } = listScreen()
    answers.get('всё')?.(['запись первого сотрудника'])
    await untilAtom(store, shownAtom, (result) => result.isSuccess)

    store.set(signOutAtom)
    store.set(filterAtom, 'удаления')

    const meanwhile = store.get(shownAtom)
    expect(meanwhile.data).toBeUndefined()
    expect(meanwhile.isPlaceholderData).toBe(false)
  })
})
