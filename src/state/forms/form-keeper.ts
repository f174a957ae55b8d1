import { createContext } from 'react'
import type { Draft } from './draft-storage'

/**
 * What a form (state/use-form) inside a URL drawer tells the drawer's host: what was typed, so it is
 * kept for a reload and asked about before the drawer closes. Apart from the guard (unsaved-guard),
 * so that a form outside any drawer (sign-in) does not load the drafts and the blocker.
 */
export interface FormKeeper {
  /** The draft kept for this drawer's address (read once, when the form appears). */
  restore(): Draft | undefined
  /** The user's edits (with the record they were typed over), and whether they differ from what is saved. */
  keep(draft: Draft, dirty: boolean): void
  /** A submit is under way: the drawer closing after it is the form's own doing, not a loss. */
  submitting(on: boolean): void
  /** The form is done with (saved, or its record deleted): the draft goes and the drawer closes freely. */
  release(): void
}

export const FormKeeperContext = createContext<FormKeeper | null>(null)
