import { useRef, useState, type ReactNode } from 'react'
import { describeError, isHttpError, type HttpError } from '../../api/errors'

export interface UseConfirmOptions<T> {
  /** The destructive action, e.g. a delete mutation. */
  action: (target: T) => Promise<unknown>
  /** After the action succeeded (the dialog is closed by then): a toast, closing a drawer. */
  onDone?: (target: T) => void
  /** A 409 (the record is still in use) in plain Russian, with e.g. a link to what uses it. */
  describeConflict?: (target: T, error: HttpError) => ReactNode
  /** Why the action failed, in its own words (answer undefined for describeError's). */
  describeFailure?: (error: unknown) => string | undefined
}

export interface ConfirmState<T> {
  /** The record asked about last (kept while the dialog closes); null before the first. */
  target: T | null
  /** Opens the dialog about `target`. */
  ask: (target: T) => void
  /** Spread on ConfirmDialog (with a title and the text naming `target`). */
  dialogProps: {
    open: boolean
    pending: boolean
    error: ReactNode
    onConfirm: () => void
    onCancel: () => void
  }
}

const defaultConflict = 'Запись нельзя удалить: с ней связаны другие данные.'

/**
 * The state of a ConfirmDialog: which record it asks about, the action under way (a second
 * confirm is ignored), and why it failed: a 409 in plain Russian, anything else from describeError.
 */
export function useConfirm<T>({ action, onDone, describeConflict, describeFailure }: UseConfirmOptions<T>): ConfirmState<T> {
  const [target, setTarget] = useState<T | null>(null)
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ReactNode>(null)
  const pendingRef = useRef(false)

  async function confirm() {
    if (pendingRef.current || !open || target === null) return
    pendingRef.current = true
    setPending(true)
    setError(null)
    try {
      await action(target)
      setOpen(false)
      onDone?.(target)
    } catch (failure) {
      if (isHttpError(failure) && failure.status === 409) setError(describeConflict?.(target, failure) ?? defaultConflict)
      else setError(describeFailure?.(failure) ?? describeError(failure))
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  return {
    target,
    ask: (next) => {
      setError(null)
      setTarget(next)
      setOpen(true)
    },
    dialogProps: {
      open,
      pending,
      error,
      onConfirm: () => void confirm(),
      onCancel: () => {
        if (!pendingRef.current) setOpen(false)
      },
    },
  }
}
