import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError } from '../../api/errors'
import { announce } from '../../lib/announcer'
import { runBulk, type BulkItem, type BulkOutcome, type BulkProgress } from '../../lib/bulk-run'
import { formatNumber } from '../../lib/format'

export type BulkActionState =
  | { status: 'idle' }
  | { status: 'collecting' }
  | { status: 'running'; progress: BulkProgress; stopping: boolean }
  | { status: 'done'; progress: BulkProgress; notStarted: number }
  | { status: 'failed'; reason: string }

export interface BulkJob<Item extends BulkItem> {
  /** The ledger's title: «Удаление». */
  title: string
  /** The records, read when the run starts (every matching row is read from the server page by page). */
  items: (signal: AbortSignal) => Promise<readonly Item[]>
  action: (item: Item) => Promise<unknown>
  /** Items in flight at once (1 for downloads, one after another). @default 4 */
  concurrency?: number
  /** After every run: the lists refresh (the ledger shows the end once they have). */
  onSettled?: () => Promise<unknown>
  /** «Повторить неудачные» reads the failed items anew first (a record changed meanwhile is retried as it is now). */
  readAnew?: (items: readonly Item[], signal: AbortSignal) => Promise<readonly Item[]>
}

/** «Удаление: выполнено 3 из 4, ошибок: 1», and what a stop left unsent. */
function spokenOutcome(title: string, outcome: BulkOutcome): string {
  const counts = `выполнено ${formatNumber(outcome.succeeded)} из ${formatNumber(outcome.total)}, ошибок: ${formatNumber(outcome.failures.length)}`
  const stopped = outcome.notStarted.length > 0 ? `, остановлено, не отправлено: ${formatNumber(outcome.notStarted.length)}` : ''
  return `${title}: ${counts}${stopped}`
}

/**
 * A bulk action's run for its ledger (ui `BulkLedger`): at most four items in flight, progress,
 * «Остановить», the failures by name and reason, and «Повторить неудачные» (only those again).
 */
export function useBulkAction<Item extends BulkItem>() {
  const [state, setState] = useState<BulkActionState>({ status: 'idle' })
  const [title, setTitle] = useState('')
  const controllerRef = useRef<AbortController | null>(null)
  const jobRef = useRef<BulkJob<Item> | null>(null)
  const failedRef = useRef<readonly Item[]>([])

  useEffect(() => () => controllerRef.current?.abort(), [])

  const execute = useCallback(async (job: BulkJob<Item>, items: (signal: AbortSignal) => Promise<readonly Item[]>) => {
    if (controllerRef.current) return
    const controller = new AbortController()
    controllerRef.current = controller
    jobRef.current = job
    setTitle(job.title)
    setState({ status: 'collecting' })
    let chosen: readonly Item[]
    try {
      chosen = await items(controller.signal)
    } catch (error) {
      controllerRef.current = null
      if (!controller.signal.aborted) setState({ status: 'failed', reason: describeError(error) })
      else setState({ status: 'idle' })
      return
    }
    const outcome = await runBulk(chosen, job.action, {
      concurrency: job.concurrency,
      signal: controller.signal,
      describe: describeError,
      onProgress: (progress) => setState({ status: 'running', progress, stopping: controller.signal.aborted }),
    })
    await job.onSettled?.().catch(() => undefined)
    if (controllerRef.current !== controller) return
    controllerRef.current = null
    failedRef.current = outcome.failures.map((failure) => failure.item)
    setState({ status: 'done', progress: outcome, notStarted: outcome.notStarted.length })
    announce(spokenOutcome(job.title, outcome), { assertive: outcome.failures.length > 0 })
  }, [])

  return {
    title,
    state,
    running: state.status === 'collecting' || state.status === 'running',
    /** Resolves once the run has ended (at once when one is under way). */
    run: (job: BulkJob<Item>) => execute(job, job.items),
    /** «Остановить»: nothing more is sent; what was sent is awaited. */
    stop: () => {
      controllerRef.current?.abort()
      setState((current) => (current.status === 'running' ? { ...current, stopping: true } : current))
    },
    /** «Повторить неудачные»: the same action on the failed items only (read anew, when the job says how). */
    retryFailed: () => {
      const job = jobRef.current
      const failed = failedRef.current
      if (job) void execute(job, (signal) => job.readAnew?.(failed, signal) ?? Promise.resolve(failed))
    },
    close: () => {
      if (!controllerRef.current) setState({ status: 'idle' })
    },
  }
}

export type BulkAction<Item extends BulkItem> = ReturnType<typeof useBulkAction<Item>>
