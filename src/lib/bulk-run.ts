/** One record a bulk action acts on: its id and the name people know it by. */
export interface BulkItem {
  id: string
  name: string
}

export interface BulkFailure<Item extends BulkItem = BulkItem> {
  item: Item
  /** Why it failed, in Russian: the API's own message when it gave one. */
  reason: string
}

/** Where a run stands: `done` items have been answered (succeeded or failed) out of `total`. */
export interface BulkProgress<Item extends BulkItem = BulkItem> {
  total: number
  done: number
  succeeded: number
  failures: readonly BulkFailure<Item>[]
}

export interface BulkOutcome<Item extends BulkItem = BulkItem> extends BulkProgress<Item> {
  /** Stopped before every item was sent: these were never sent. */
  notStarted: readonly Item[]
}

export interface BulkRunOptions<Item extends BulkItem> {
  /** Items sent at the same time. @default 4 */
  concurrency?: number
  /** «Остановить»: no new item is sent; those already sent are still awaited. */
  signal?: AbortSignal
  /** The reason shown for a failure. */
  describe: (error: unknown) => string
  onProgress?: (progress: BulkProgress<Item>) => void
}

export const bulkConcurrency = 4

/** A record a bulk action acts on: its id, and its version as the list showed it (when the backend keeps versions). */
export interface BulkTarget {
  id: string
  version?: number
}

/** A bulk action a list offers on its selection: the ledger's title and what is done to each record. */
export interface BulkActionSpec {
  /** «Статус «В работе»», «Включение». */
  title: string
  action: (target: BulkTarget) => Promise<unknown>
  /** Records in flight at once (1: one after another). @default 4 */
  concurrency?: number
}

/**
 * Acts on every item, at most `concurrency` at a time; one failing never stops the others. Resolves
 * when every item sent has been answered, with the failures by item and reason.
 */
export async function runBulk<Item extends BulkItem>(
  items: readonly Item[],
  action: (item: Item) => Promise<unknown>,
  { concurrency = bulkConcurrency, signal, describe, onProgress }: BulkRunOptions<Item>,
): Promise<BulkOutcome<Item>> {
  let next = 0
  let succeeded = 0
  const failures: BulkFailure<Item>[] = []
  const report = () => onProgress?.({ total: items.length, done: succeeded + failures.length, succeeded, failures: [...failures] })

  async function worker(): Promise<void> {
    while (next < items.length && !signal?.aborted) {
      const item = items[next] as Item
      next += 1
      try {
        await action(item)
        succeeded += 1
      } catch (error) {
        failures.push({ item, reason: describe(error) })
      }
      report()
    }
  }

  report()
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker))
  return {
    total: items.length,
    done: succeeded + failures.length,
    succeeded,
    failures,
    notStarted: items.slice(next),
  }
}
