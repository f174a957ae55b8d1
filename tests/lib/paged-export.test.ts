import { describe, expect, it } from 'vitest'
import type { ExportColumn } from '../../src/lib/csv-export'
import { exportAllPages, type ExportPage, type ExportProgress } from '../../src/lib/paged-export'

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
    const { file, rows } = await exportAllPages({ fetchPage: list.fetchPage, columns, pageSize: 500, onProgress: (p) => progress.push(p) })
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
    const { file, rows } = await exportAllPages({ fetchPage: fakeList(0).fetchPage, columns })
    expect(rows).toBe(0)
    expect(await lines(file)).toEqual(['Номер'])
  })

  it('stops when asked: it rejects, and no page is asked for afterwards', async () => {
    const list = fakeList(10_000)
    const stop = new AbortController()
    const run = exportAllPages({
      fetchPage: list.fetchPage,
      columns,
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
    await expect(exportAllPages({ fetchPage: failing, columns })).rejects.toThrow('503')
  })
})
