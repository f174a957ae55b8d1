import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberFocus } from '../../src/ui/focus-return'

/** A body of three rows (data-index 0–2), each with a button. */
function rows(): HTMLTableSectionElement {
  document.body.innerHTML = `<table><tbody>${[0, 1, 2]
    .map((index) => `<tr data-index="${index}" tabindex="-1"><td><button>Решить ${index}</button></td></tr>`)
    .join('')}</tbody></table>`
  const body = document.querySelector('tbody')
  if (!body) throw new Error('no body')
  return body
}

const buttonOf = (body: HTMLElement, index: number) => body.querySelectorAll('button')[index] as HTMLButtonElement

describe('rememberFocus', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('gives focus back to the control that opened the layer', () => {
    vi.useFakeTimers()
    const body = rows()
    const restore = rememberFocus(buttonOf(body, 1))
    restore()
    vi.runOnlyPendingTimers()
    expect(document.activeElement).toBe(buttonOf(body, 1))
  })

  it('to its row when the control is gone, also when the list redraws a moment later', async () => {
    vi.useFakeTimers()
    const body = rows()
    const button = buttonOf(body, 1)
    const restore = rememberFocus(button)
    restore()
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(button)
    button.remove()
    // A removed element takes focus with it; the redraw is seen by the observer.
    await Promise.resolve()
    expect(document.activeElement).toBe(body.rows[1])
  })

  it('to the row now in its place when the row left the list, else the last row', () => {
    vi.useFakeTimers()
    const body = rows()
    const restore = rememberFocus(buttonOf(body, 1))
    body.rows[1]?.remove()
    ;(body.rows[1] as HTMLTableRowElement).dataset.index = '1'
    restore()
    vi.advanceTimersByTime(1)
    expect(document.activeElement?.textContent).toBe('Решить 2')
  })

  it('gives focus back for the latest layer only: an earlier decision’s watch ends when the next layer opens', async () => {
    vi.useFakeTimers()
    const body = rows()
    const first = buttonOf(body, 0)
    rememberFocus(first)()
    vi.advanceTimersByTime(1)
    first.remove()
    await Promise.resolve()
    expect(document.activeElement).toBe(body.rows[0])

    const second = buttonOf(body, 1)
    second.focus()
    const restore = rememberFocus(second)
    // The next dialog closes: focus falls to the page and the page changes, before its own restore runs.
    second.blur()
    body.append(document.createElement('tr'))
    await Promise.resolve()
    expect(document.activeElement).toBe(document.body)
    restore()
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(second)
  })

  it('stops watching once someone clicks: a click on the blank page drops the focus, and a redraw then does not pull it back', async () => {
    vi.useFakeTimers()
    const body = rows()
    const opener = buttonOf(body, 1)
    rememberFocus(opener)()
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(opener)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    opener.blur()
    // The page changes while the focus is on the body (what the click opens is drawn, the list redraws).
    body.append(document.createElement('tr'))
    await Promise.resolve()
    expect(document.activeElement).toBe(document.body)
  })

  it('leaves focus where someone moved it', () => {
    vi.useFakeTimers()
    const body = rows()
    const restore = rememberFocus(buttonOf(body, 0))
    buttonOf(body, 2).focus()
    restore()
    vi.advanceTimersByTime(1)
    expect(document.activeElement).toBe(buttonOf(body, 2))
  })
})
