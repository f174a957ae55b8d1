import { act, render } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it } from 'vitest'
import { useLatest } from '../../src/hooks/use-latest'

/** Listens on the window once, for its whole life, and calls the handler of the latest render. */
function Listener({ onPing }: { onPing: () => void }) {
  const latest = useLatest(onPing)
  useEffect(() => {
    const listener = () => latest.current()
    window.addEventListener('ping', listener)
    return () => window.removeEventListener('ping', listener)
  }, [latest])
  return null
}

describe('useLatest', () => {
  it('gives a listener set up once the handler of the latest render', () => {
    const heard: string[] = []
    const view = render(<Listener onPing={() => heard.push('first')} />)
    act(() => void window.dispatchEvent(new Event('ping')))
    view.rerender(<Listener onPing={() => heard.push('second')} />)
    act(() => void window.dispatchEvent(new Event('ping')))
    expect(heard).toEqual(['first', 'second'])
  })
})
