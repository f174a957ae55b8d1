import { createContext } from 'react'

/**
 * True inside a Dialog or Drawer. A modal hides everything outside its content from assistive
 * technology, so a popup opened from inside it (a Select's list) renders in place, not in a portal.
 */
export const InsideOverlayContext = createContext(false)
