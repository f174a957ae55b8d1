import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { css } from 'styled-system/css'
import { currentAnnouncements, subscribeToAnnouncements, type Politeness } from '../lib/announcer'

const hidden = css({ srOnly: true })

const regions: readonly Politeness[] = ['polite', 'assertive']

/**
 * The two live regions the announcer speaks through (no role, so that they are no page's «status»
 * or «alert»). They sit on the body from the shell's first render: a modal dialog leaves a live
 * region there readable, and a region that exists before its message is what a screen reader hears.
 */
export function LiveRegions() {
  const announcements = useSyncExternalStore(subscribeToAnnouncements, currentAnnouncements, currentAnnouncements)
  return createPortal(
    regions.map((politeness) => (
      <div key={politeness} aria-live={politeness} aria-relevant="additions text" data-announcer={politeness} className={hidden}>
        {announcements[politeness].map((announcement) => (
          <p key={announcement.id}>{announcement.text}</p>
        ))}
      </div>
    )),
    document.body,
  )
}
