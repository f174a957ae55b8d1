import { act, renderHook } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../src/api/http'
import { currentAnnouncements } from '../../src/lib/announcer'
import { undoWindowMsAtom, undoWindowSpan, useDeferredDeletion, useWaitingDeletions } from '../../src/state/lists/deferred-deletion'
import { httpAtom } from '../../src/state/session/http'
import { createFakeApi } from '../support/fake-api'
import { memoryTokens } from '../support/memory-tokens'

const key = 'undo_window_ms'

afterEach(() => localStorage.clear())

describe('«Время на отмену»', () => {
  it('reads the stored choice, and garbage as 5 seconds', () => {
    const mounted = (store = createStore()) => {
      store.sub(undoWindowMsAtom, () => {})
      return store.get(undoWindowMsAtom)
    }
    localStorage.setItem(key, '20000')
    expect(mounted()).toBe(20000)
    localStorage.setItem(key, '"долго"')
    expect(mounted()).toBe(5000)
  })

  it('is said after «в течение» in the right form', () => {
    expect([1000, 3000, 5000, 21_000, 60_000].map(undoWindowSpan)).toEqual(['1 секунды', '3 секунд', '5 секунд', '21 секунды', '60 секунд'])
  })

  it('keeps a choice and follows another tab’s at once', () => {
    const store = createStore()
    const stop = store.sub(undoWindowMsAtom, () => {})
    store.set(undoWindowMsAtom, 60000)
    expect(localStorage.getItem(key)).toBe('60000')
    localStorage.setItem(key, '20000')
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '20000', storageArea: localStorage }))
    expect(store.get(undoWindowMsAtom)).toBe(20000)
    stop()
  })
})

describe('a waiting delete', () => {
  function renderDeletion() {
    const store = createStore()
    // A waiting delete keeps the access token fresh through the console's API client.
    const api = createFakeApi()
    store.set(httpAtom, createHttpClient({ host: '', fetch: api.fetch, tokens: memoryTokens(api.issueTokens()), onSessionEnd: () => {} }))
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    return renderHook(() => ({ defer: useDeferredDeletion(), waiting: useWaitingDeletions() }), { wrapper })
  }

  it('is offered for undo (the palette lists it) until its notice expires, then sent once', async () => {
    const view = renderDeletion()
    const send = vi.fn(() => Promise.resolve())
    let expire = () => {}
    act(() =>
      view.result.current.defer({
        ids: ['a'],
        label: 'CTR баннеров',
        announce: (_undo, onExpire) => {
          expire = onExpire
          return () => {}
        },
        send,
        sendOnLeave: send,
      }),
    )
    expect(view.result.current.waiting.map((entry) => entry.label)).toEqual(['CTR баннеров'])
    act(() => expire())
    act(() => expire())
    expect(send).toHaveBeenCalledOnce()
    expect(view.result.current.waiting).toEqual([])
  })

  it('taken back from the palette: the notice goes, nothing is sent, and it is said', () => {
    const view = renderDeletion()
    const send = vi.fn(() => Promise.resolve())
    const dismiss = vi.fn()
    let expire = () => {}
    act(() =>
      view.result.current.defer({
        ids: ['a'],
        label: 'CTR баннеров',
        announce: (_undo, onExpire) => {
          expire = onExpire
          return dismiss
        },
        send,
        sendOnLeave: send,
      }),
    )
    act(() => view.result.current.waiting[0]?.undo())
    act(() => expire())
    expect(dismiss).toHaveBeenCalledOnce()
    expect(send).not.toHaveBeenCalled()
    expect(view.result.current.waiting).toEqual([])
    expect(currentAnnouncements().polite.at(-1)?.text).toBe('Удаление отменено: CTR баннеров')
  })
})
