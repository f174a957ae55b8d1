import { describe, expect, it } from 'vitest'
import { runBulk, type BulkItem } from '../../src/lib/bulk-run'
import { pluralize } from '../../src/lib/plural'

const items: BulkItem[] = Array.from({ length: 10 }, (_, index) => ({ id: `id-${index}`, name: `Запись ${index}` }))

/** An action whose calls stay in flight until released, counting how many are in flight at once. */
function controlledAction(fail: (item: BulkItem) => string | null = () => null) {
  let inFlight = 0
  let maxInFlight = 0
  const started: string[] = []
  const waiting: (() => void)[] = []
  const action = (item: BulkItem) => {
    inFlight += 1
    maxInFlight = Math.max(maxInFlight, inFlight)
    started.push(item.id)
    return new Promise<void>((resolve, reject) => {
      waiting.push(() => {
        inFlight -= 1
        const reason = fail(item)
        if (reason === null) resolve()
        else reject(new Error(reason))
      })
    })
  }
  const releaseAll = async () => {
    while (waiting.length > 0 || inFlight > 0) {
      for (const release of waiting.splice(0)) release()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
  }
  return {
    action,
    releaseAll,
    started,
    get inFlight() {
      return inFlight
    },
    get maxInFlight() {
      return maxInFlight
    },
  }
}

const describe409 = (error: unknown) => (error instanceof Error ? error.message : 'ошибка')

describe('runBulk', () => {
  it('keeps at most four items in flight and reports «N из M» progress', async () => {
    const calls = controlledAction()
    const progress: number[] = []
    const running = runBulk(items, calls.action, { describe: describe409, onProgress: (step) => progress.push(step.done) })
    await Promise.resolve()
    expect(calls.inFlight).toBe(4)
    await calls.releaseAll()
    const outcome = await running
    expect(calls.maxInFlight).toBe(4)
    expect(outcome).toMatchObject({ total: 10, done: 10, succeeded: 10, failures: [], notStarted: [] })
    expect(progress[0]).toBe(0)
    expect(progress.at(-1)).toBe(10)
  })

  it('lists each failure by its record and reason, and the rest still succeed', async () => {
    const calls = controlledAction((item) => (item.id === 'id-2' || item.id === 'id-7' ? 'Не найдено.' : null))
    const running = runBulk(items, calls.action, { describe: describe409 })
    await calls.releaseAll()
    const outcome = await running
    expect(calls.started).toHaveLength(10)
    expect(outcome.succeeded).toBe(8)
    expect(outcome.failures).toEqual([
      { item: items[2], reason: 'Не найдено.' },
      { item: items[7], reason: 'Не найдено.' },
    ])
  })

  it('sends nothing more once stopped, awaiting what was sent', async () => {
    const calls = controlledAction()
    const stop = new AbortController()
    const running = runBulk(items, calls.action, { describe: describe409, signal: stop.signal })
    await Promise.resolve()
    stop.abort()
    await calls.releaseAll()
    const outcome = await running
    expect(calls.started).toEqual(['id-0', 'id-1', 'id-2', 'id-3'])
    expect(outcome.succeeded).toBe(4)
    expect(outcome.notStarted.map((item) => item.id)).toEqual(['id-4', 'id-5', 'id-6', 'id-7', 'id-8', 'id-9'])
  })

  it('retries only the failed items when run again with them', async () => {
    let firstRound = true
    const calls = controlledAction((item) => (firstRound && item.id === 'id-5' ? 'Сервер не смог ответить.' : null))
    const first = runBulk(items, calls.action, { describe: describe409 })
    await calls.releaseAll()
    const failed = (await first).failures.map((failure) => failure.item)
    firstRound = false
    calls.started.length = 0
    const retry = runBulk(failed, calls.action, { describe: describe409 })
    await calls.releaseAll()
    expect(await retry).toMatchObject({ total: 1, succeeded: 1, failures: [] })
    expect(calls.started).toEqual(['id-5'])
  })

  it('runs one after another with a concurrency of 1', async () => {
    const calls = controlledAction()
    const running = runBulk(items.slice(0, 3), calls.action, { describe: describe409, concurrency: 1 })
    await calls.releaseAll()
    await running
    expect(calls.maxInFlight).toBe(1)
  })
})

describe('pluralize', () => {
  const forms = { one: 'норму', few: 'нормы', many: 'норм' }
  it.each([
    [1, 'норму'],
    [3, 'нормы'],
    [12, 'норм'],
    [21, 'норму'],
    [24, 'нормы'],
    [111, 'норм'],
  ])('%i → %s', (count, form) => expect(pluralize(count, forms)).toBe(form))
})
