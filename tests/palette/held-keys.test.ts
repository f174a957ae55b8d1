import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { expectPalette, holdKeysForPalette, paletteAwaited, releaseHeldKeys } from '../../src/palette/held-keys'

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
  document.body.dispatchEvent(event)
  return event
}
const ctrlK = () => press({ key: 'k', code: 'KeyK', ctrlKey: true })

describe('keys held for the palette', () => {
  // As the entry does, before any other listener.
  beforeAll(() => holdKeysForPalette())
  afterEach(() => {
    releaseHeldKeys()
    expectPalette(false)
  })

  it('keeps the letters typed after Ctrl+K, in order, from every other listener, until the palette takes them', () => {
    expectPalette(true)
    const shortcut = vi.fn()
    window.addEventListener('keydown', shortcut)
    expect(ctrlK().defaultPrevented).toBe(true)
    for (const key of ['g', '?', 'x', '/', 'v']) press({ key })
    press({ key: 'Backspace' })
    expect(paletteAwaited()).toBe(true)
    expect(shortcut).toHaveBeenCalledTimes(1)
    expect(releaseHeldKeys()).toBe('g?x/')
    // Taken: the next keys go where the focus is.
    press({ key: 'a' })
    expect(shortcut).toHaveBeenCalledTimes(2)
    expect(paletteAwaited()).toBe(false)
    window.removeEventListener('keydown', shortcut)
  })

  it('holds nothing when no palette can come, nor once Escape takes the opening back', () => {
    ctrlK()
    expect(paletteAwaited()).toBe(false)
    expect(press({ key: 'a' }).defaultPrevented).toBe(false)

    expectPalette(true)
    ctrlK()
    press({ key: 'Escape' })
    expect(press({ key: 'a' }).defaultPrevented).toBe(false)
    expect(releaseHeldKeys()).toBe('')
  })

  it('lets a key with Ctrl or Alt through while it holds', () => {
    expectPalette(true)
    ctrlK()
    expect(press({ key: 'c', ctrlKey: true }).defaultPrevented).toBe(false)
    press({ key: 'b' })
    expect(releaseHeldKeys()).toBe('b')
  })
})
