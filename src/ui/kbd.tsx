import { Fragment, type ComponentPropsWithRef } from 'react'
import { cx } from 'styled-system/css'
import { kbd } from 'styled-system/recipes'

export type Platform = 'apple' | 'other'

// Read once: Chromium's navigator.userAgentData is slow to get, and every hint of every palette row asks.
let detected: Platform | undefined

/** Apple keyboards say ⌘ where others say Ctrl. */
export function detectPlatform(): Platform {
  if (typeof navigator === 'undefined') return 'other'
  if (detected === undefined) {
    const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform
    detected = /mac|iphone|ipad|ipod/i.test(platform) ? 'apple' : 'other'
  }
  return detected
}

const appleNames: Record<string, string> = { Mod: '⌘', Alt: '⌥', Shift: '⇧', Ctrl: '⌃', Enter: '↩' }
const otherNames: Record<string, string> = { Mod: 'Ctrl' }

/** How a key is written on this platform: 'Mod' → ⌘ or Ctrl. */
export function keyLabel(key: string, platform: Platform = detectPlatform()): string {
  const names = platform === 'apple' ? appleNames : otherNames
  return names[key] ?? key
}

export interface KbdProps extends Omit<ComponentPropsWithRef<'kbd'>, 'children'> {
  /** The keys pressed together, e.g. ['Mod', 'K'] (Mod = ⌘ on Apple, Ctrl elsewhere), or a sequence ['g', 'u']. */
  keys?: readonly string[]
  /** One key written as is, when `keys` is left out. */
  children?: string
  /** @default detected from the browser */
  platform?: Platform
}

/**
 * A shortcut hint: «Ctrl K» or «⌘ K». Beside a labelled control, add aria-hidden and give the
 * control aria-keyshortcuts, so its name stays the label alone.
 */
export function Kbd({ keys, children, platform, className, ...rest }: KbdProps) {
  if (keys === undefined) {
    return (
      <kbd className={cx(kbd(), className)} {...rest}>
        <kbd>{children}</kbd>
      </kbd>
    )
  }
  return (
    <kbd className={cx(kbd(), className)} {...rest}>
      {keys.map((key, index) => (
        <Fragment key={`${key}-${index}`}>
          {index > 0 && ' '}
          <kbd>{keyLabel(key, platform)}</kbd>
        </Fragment>
      ))}
    </kbd>
  )
}
