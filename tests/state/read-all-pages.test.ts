import { describe, expect, it } from 'vitest'
import type { ExportColumn } from '../../src/lib/csv-export'
import { csvOfPages, type ExportPage, type ExportProgress } from '../../src/lib/paged-export'
import { readAllPages, type PageFetch } from '../../src/state/query/read-all-pages'

const columns: readonly ExportColumn<number>[] = [{ header: 'Номер', value: (n) => n, kind: 'number' }]

/** A server holding `total` rows, numbered from 1, answering pages as the contract does; it records each page asked. */
function fakeList(total: number) {
  const asked: number[] = []
  const fetchPage = (page: number, pageSize: number, signal: AbortSignal): Promise<ExportPage<number>> => {
    asked.push(page)
    return new Promise((resolve, reject) => {
      signal.throwIfAborted()
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
      setTimeout(() => {
        const start = (page - 1) * pageSize
        const results = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i + 1)
        resolve({ count: total, next: start + pageSize < total ? `?page=${page + 1}` : null, results })
      }, 1)
    })
  }
  return { asked, fetchPage }
}

/** The list's export as the console makes it: the one page walk, two pages ahead, into one CSV file. */
function exportAllPages(options: {
  fetchPage: PageFetch<ExportPage<number>>
  pageSize?: number
  signal?: AbortSignal
  onProgress?: (progress: ExportProgress) => void
}) {
  const { fetchPage, pageSize, signal, onProgress } = options
  return csvOfPages(readAllPages(fetchPage, { pageSize, signal, ahead: 2 }), { columns, onProgress })
}

async function lines(file: Blob): Promise<string[]> {
  const text = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsText(file)
  })
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
}

describe('exporting every page of a list', () => {
  it('reads all pages in order and writes every row once', async () => {
    const list = fakeList(1234)
    const progress: ExportProgress[] = []
    const { file, rows } = await exportAllPages({ fetchPage: list.fetchPage, pageSize: 500, onProgress: (p) => progress.push(p) })
    expect(rows).toBe(1234)
    const written = await lines(file)
    expect(written[0]).toBe('Номер')
    expect(written.slice(1)).toEqual(Array.from({ length: 1234 }, (_, i) => String(i + 1)))
    expect([...list.asked].sort()).toEqual([1, 2, 3])
    expect(progress).toEqual([
      { written: 500, total: 1234 },
      { written: 1000, total: 1234 },
      { written: 1234, total: 1234 },
    ])
  })

  it('writes the header alone for an empty list', async () => {
    const { file, rows } = await exportAllPages({ fetchPage: fakeList(0).fetchPage })
    expect(rows).toBe(0)
    expect(await lines(file)).toEqual(['Номер'])
  })

  it('stops when asked: it rejects, and no page is asked for afterwards', async () => {
    const list = fakeList(10_000)
    const stop = new AbortController()
    const run = exportAllPages({
      fetchPage: list.fetchPage,
      pageSize: 100,
      signal: stop.signal,
      onProgress: ({ written }) => {
        if (written === 300) stop.abort()
      },
    })
    await expect(run).rejects.toThrow()
    const askedAtStop = list.asked.length
    expect(askedAtStop).toBeLessThan(10)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(list.asked.length).toBe(askedAtStop)
  })

  it('fails as a whole when a page fails', async () => {
    const list = fakeList(2000)
    const failing = (page: number, pageSize: number, signal: AbortSignal) =>
      page === 3 ? Promise.reject(new Error('503')) : list.fetchPage(page, pageSize, signal)
    await expect(exportAllPages({ fetchPage: failing })).rejects.toThrow('503')
  })
})

describe('reading a list whole, page after page', () => {
  it('ends where the caller found what it wanted, and aborts the pages asked for ahead', async () => {
    const list = fakeList(5000)
    const aborted: number[] = []
    const fetchPage: PageFetch<ExportPage<number>> = (page, pageSize, signal) => {
      const answer = list.fetchPage(page, pageSize, signal)
      answer.catch(() => aborted.push(page))
      return answer
    }
    let found: number | undefined
    for await (const page of readAllPages(fetchPage, { pageSize: 100, ahead: 2 })) {
      found = page.results.find((n) => n === 250)
      if (found !== undefined) break
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(found).toBe(250)
    expect(list.asked).toEqual([1, 2, 3, 4, 5])
    expect(aborted.sort()).toEqual([4, 5])
  })

  it('asks one page at a time when nothing is asked ahead, at the largest page size by default', async () => {
    const list = fakeList(1200)
    const sizes: number[] = []
    const rows: number[] = []
    for await (const page of readAllPages((page, pageSize, signal) => {
      sizes.push(pageSize)
      return list.fetchPage(page, pageSize, signal)
    }))
      rows.push(...page.results)
    expect(list.asked).toEqual([1, 2, 3])
    expect(sizes).toEqual([500, 500, 500])
    expect(rows).toHaveLength(1200)
  })
})
