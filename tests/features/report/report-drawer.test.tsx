import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Outlet } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DrawerHost } from '../../../src/app/drawer-host'
import type { CsvParser } from '../../../src/features/report/csv-parser'
import { reportModule } from '../../../src/features/report/module'
import { parseCsvDocument } from '../../../src/lib/csv/document'
import { Toaster } from '../../../src/ui'
import { toaster } from '../../../src/ui/toaster-store'
import { csvFile, encodeText, reportHeader, reportRows } from '../../lib/csv/csv-files'
import { fedBody } from '../../support/downloads'
import { createFakeApi, jsonResponse, type FakeApi } from '../../support/fake-api'
import { renderWithConsole } from '../../support/render'

// jsdom has no module workers: the same parsing runs in-process behind the worker's interface.
vi.mock('../../../src/features/report/csv-parser', () => ({
  createCsvParser(): CsvParser {
    let document: ReturnType<typeof parseCsvDocument> | null = null
    const parsed = () => {
      if (!document) throw new Error('not parsed')
      return document
    }
    return {
      parse: async (bytes, onProgress) => {
        document = parseCsvDocument(bytes, onProgress)
        return document.summary
      },
      count: async (query) => parsed().count(query),
      rows: async (query, start, end) => parsed().rows(query, start, end),
      dispose: () => undefined,
    }
  },
  warmCsvParser: () => () => undefined,
}))

const reportPath = '/v1/admin/elama/monthly-report/'

const header = ['customer_uuid', 'email', 'company', 'spent']
const rows = [
  ['u-1', 'ivan@example.ru', 'ООО «Ёлка»', '1500.50'],
  ['u-2', 'petr@example.ru', '<img src=x onerror="window.hacked=1"><b>жирный</b>', '-20.25'],
  ['u-3', 'anna@example.ru', '=HYPERLINK("http://evil","нажми")', ''],
]

function serveReport(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}): FakeApi {
  const api = createFakeApi()
  api.on(
    'GET',
    reportPath,
    () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Length': String(bytes.length), ...headers } }),
  )
  return api
}

function renderDrawer(api: FakeApi, month = '2026-09') {
  const routes = () => [
    {
      path: '/',
      element: (
        <>
          <Outlet />
          <DrawerHost drawers={reportModule.drawers ?? []} />
          <Toaster />
        </>
      ),
      children: [{ path: 'users', element: <h1>Пользователи</h1> }],
    },
  ]
  return renderWithConsole({ url: `/users?drawer=report&month=${month}`, api, routes })
}

const fact = (drawer: HTMLElement, label: string) => within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling

const { createObjectURL, revokeObjectURL } = URL

// The rows table of a long report is virtualized, and jsdom lays nothing out: give its scroll container and rows sizes.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600)
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40)
})

afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  act(() => toaster.remove())
  vi.restoreAllMocks()
})

describe('the report drawer', () => {
  it('previews a Windows-1251 report: Cyrillic right, counts, dialect, HTML as text, formulas marked, numeric sums', async () => {
    const api = serveReport(csvFile([header, ...rows], { separator: ';', encoding: 'windows-1251' }), {
      'Content-Disposition': `attachment; filename="report.csv"; filename*=UTF-8''${encodeURIComponent('отчёт-2026-09.csv')}`,
    })
    renderDrawer(api)
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    await waitFor(() => expect(fact(drawer, 'Строк')).toHaveTextContent('3'))
    expect(fact(drawer, 'Файл')).toHaveTextContent('отчёт-2026-09.csv')
    expect(fact(drawer, 'Кодировка')).toHaveTextContent('Windows-1251')
    expect(fact(drawer, 'Разделитель')).toHaveTextContent('точка с запятой (;)')
    expect(fact(drawer, 'Столбцов')).toHaveTextContent('4')
    expect(fact(drawer, 'Возможных формул')).toHaveTextContent('1')
    expect(fact(drawer, 'Пустых ячеек')).toHaveTextContent('1')
    expect(api.requestsTo('GET', reportPath)[0]?.query.get('month')).toBe('2026-09')

    const table = within(drawer).getByRole('grid', { name: 'Строки отчёта' })
    expect(within(table).getByText('ООО «Ёлка»')).toBeInTheDocument()
    expect(within(table).getByText('<img src=x onerror="window.hacked=1"><b>жирный</b>')).toBeInTheDocument()
    expect(table.querySelector('img, b')).toBeNull()
    expect(within(table).getByText('Возможная формула:').parentElement).toHaveTextContent('=HYPERLINK("http://evil","нажми")')
    expect(within(table).getByText('пусто')).toBeInTheDocument()
    // Russian headers over the file's own names; money grouped with two decimals.
    expect(within(table).getByRole('columnheader', { name: /Списания/ })).toHaveTextContent(/^Списания, ₽spentΣ\s1\s480,25$/)
    expect(within(table).getByRole('columnheader', { name: /Электронная почта/ })).toHaveTextContent(/^Электронная почтаemail$/)
    expect(
      within(table)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent),
    ).toContain('1\u00a0500,50')
  })

  it('lists malformed rows with their line numbers, after a quoted field with a newline', async () => {
    const text = 'a,b,c\n1,"две\nстроки",3\n4,5\n6,7,8,9\n'
    renderDrawer(serveReport(encodeText(text, 'utf-8')))
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    await waitFor(() => expect(fact(drawer, 'Строк с ошибками')).toHaveTextContent('2'))
    expect(fact(drawer, 'Кодировка')).toHaveTextContent('UTF-8 без BOM')
    expect(fact(drawer, 'Разделитель')).toHaveTextContent('запятая (,)')
    expect(within(drawer).getByText('Строка 4: не хватает полей: 2 вместо 3')).toBeInTheDocument()
    expect(within(drawer).getByText('Строка 5: лишние поля: 4 вместо 3')).toBeInTheDocument()
  })

  it("«Скачать» saves the very bytes received under the server's name; «Копировать» copies TSV", async () => {
    const bytes = csvFile([header, ...rows], { separator: ',', encoding: 'utf-8-bom' })
    const savedNames: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedNames.push(this.download)
    })
    const blobs: Blob[] = []
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:report'), revokeObjectURL: () => undefined })

    const { user } = renderDrawer(serveReport(bytes, { 'Content-Disposition': 'attachment; filename="elama-report-2026-09.csv"' }))
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    await waitFor(() => expect(fact(drawer, 'Строк')).toHaveTextContent('3'))

    await user.click(within(drawer).getByRole('button', { name: 'Скачать' }))
    expect(savedNames).toEqual(['elama-report-2026-09.csv'])
    expect(Array.from(await blobBytes(blobs[0]))).toEqual(Array.from(bytes))

    await user.click(within(drawer).getByRole('button', { name: 'Копировать' }))
    expect(await screen.findByText('Скопировано строк: 3')).toBeInTheDocument()
    // user-event stands in for the clipboard.
    const lines = (await navigator.clipboard.readText()).split('\r\n')
    expect(lines[0]).toBe('customer_uuid\temail\tcompany\tspent')
    expect(lines[1]).toBe('u-1\tivan@example.ru\tООО «Ёлка»\t1500.50')
    expect(lines[3]).toBe('u-3\tanna@example.ru\t"\'=HYPERLINK(""http://evil"",""нажми"")"\t')
  })

  it('fills the rows scrolled to in the table of the whole file, pages fetched from the parser as the table asks', async () => {
    renderDrawer(serveReport(csvFile([[...reportHeader], ...reportRows(1000)], { separator: ';', encoding: 'utf-8' })))
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    await waitFor(() => expect(fact(drawer, 'Строк')).toHaveTextContent(/^1\s000$/))
    const table = within(drawer).getByRole('grid', { name: 'Строки отчёта' })
    expect(await within(table).findByText('user1@example.ru')).toBeInTheDocument()
    // Each scroll reaches pages nobody fetched yet, and only the table re-renders as it scrolls.
    const scroller = table.parentElement as HTMLElement
    const rowsFrom = (first: number) =>
      Array.from(table.querySelectorAll<HTMLElement>('tbody tr[data-index]')).find((row) => Number(row.dataset.index) >= first)
    for (const target of [400, 900]) {
      scroller.scrollTop = target * 40
      fireEvent.scroll(scroller)
      await waitFor(() => expect(rowsFrom(target - 100)).toBeDefined())
      const index = Number(rowsFrom(target - 100)?.dataset.index)
      expect(await within(table).findByText(`user${index}@example.ru`)).toBeInTheDocument()
    }
    expect(within(table).queryByText('user1@example.ru')).toBeNull()
  })

  it("shows the download's progress against Content-Length until the report is whole", async () => {
    const bytes = csvFile([header, ...rows], { separator: ';', encoding: 'utf-8' })
    const body = fedBody()
    const api = createFakeApi()
    api.on(
      'GET',
      reportPath,
      () => new Response(body.stream, { headers: { 'Content-Type': 'text/csv', 'Content-Length': String(bytes.length) } }),
    )
    renderDrawer(api)
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    const bar = await within(drawer).findByRole('progressbar', { name: 'Загрузка отчёта' })
    await waitFor(() => expect(bar).toHaveAttribute('max', String(bytes.length)))
    body.push(bytes.slice(0, 10))
    await waitFor(() => expect(bar).toHaveAttribute('value', '10'))
    body.push(bytes.slice(10))
    body.end()
    await waitFor(() => expect(fact(drawer, 'Строк')).toHaveTextContent('3'))
    expect(within(drawer).queryByRole('progressbar')).toBeNull()
  })

  it('closing the drawer while the report comes aborts its download', async () => {
    const body = fedBody()
    const api = createFakeApi()
    api.on('GET', reportPath, () => new Response(body.stream, { headers: { 'Content-Type': 'text/csv', 'Content-Length': '1000' } }))
    const { user } = renderDrawer(api)
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    body.push(encodeText('a;b\n', 'utf-8'))
    await waitFor(() => expect(within(drawer).getByRole('progressbar', { name: 'Загрузка отчёта' })).toHaveAttribute('value', '4'))
    await user.click(within(drawer).getByRole('button', { name: 'Закрыть' }))
    expect(String(await body.cancelled)).toMatch(/abort/i)
  })

  it("shows the server's message for a refused month (422)", async () => {
    const api = createFakeApi()
    api.on('GET', reportPath, () =>
      jsonResponse(422, { detail: [{ loc: ['query', 'month'], msg: 'Месяц ещё не наступил', type: 'value_error.future_month' }] }),
    )
    renderDrawer(api, '2099-01')
    const alert = await within(await screen.findByRole('dialog', { name: 'Отчёт eLama' })).findByRole('alert')
    expect(alert).toHaveTextContent('Месяц ещё не наступил')
    expect(within(alert).queryByRole('button', { name: 'Повторить' })).toBeNull()
  })

  it('keeps the drawer open on a network failure and loads the report on «Повторить»', async () => {
    const api = serveReport(csvFile([header, ...rows], { separator: ';', encoding: 'utf-8' }))
    api.fail('GET', reportPath, 'network')
    const { user } = renderDrawer(api)
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    const alert = await within(drawer).findByRole('alert')
    expect(alert).toHaveTextContent('Нет связи с сервером')
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    await waitFor(() => expect(fact(drawer, 'Строк')).toHaveTextContent('3'))
  })

  it('says so when the month had no activity (a header only)', async () => {
    renderDrawer(serveReport(csvFile([header], { separator: ';', encoding: 'utf-8-bom' })), '2026-08')
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    expect(await within(drawer).findByText('Отчёт пуст')).toBeInTheDocument()
    expect(within(drawer).getByText('За август 2026 активности не было: в отчёте нет строк.')).toBeInTheDocument()
  })

  it('says what is wrong with a malformed month of the link, and asks the server nothing', async () => {
    const api = serveReport(csvFile([header, ...rows], { separator: ';', encoding: 'utf-8' }))
    renderDrawer(api, '2026-13')
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Неверный месяц в ссылке')
    expect(within(drawer).getByRole('alert')).toHaveTextContent('Месяца «13» нет: месяц от 01 до 12')
    expect(api.requestsTo('GET', reportPath)).toHaveLength(0)
  })

  it('offers the months up to the current one, the previous by default, and a month change goes to the URL', async () => {
    const api = serveReport(csvFile([header, ...rows], { separator: ';', encoding: 'utf-8' }))
    const { user, router } = renderDrawer(api, '')
    const drawer = await screen.findByRole('dialog', { name: 'Отчёт eLama' })
    const picker = within(drawer).getByLabelText('Месяц')
    const now = new Date()
    const month = (offset: number) => {
      const date = new Date(now.getFullYear(), now.getMonth() + offset, 1)
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`
    }
    expect(picker).toHaveValue(month(-1))
    const offered = Array.from((picker as HTMLSelectElement).options, (option) => option.value)
    expect(offered[0]).toBe(month(0))
    expect(offered.every((value) => value <= month(0))).toBe(true)
    // The current month's report is not final yet.
    expect((picker as HTMLSelectElement).options[0]).toHaveTextContent(/\(неполный\)$/)
    expect((picker as HTMLSelectElement).options[1]).not.toHaveTextContent(/неполный/)
    await user.selectOptions(picker, month(-3))
    await waitFor(() => expect(router.state.location.search).toContain(`month=${month(-3)}`))
    await waitFor(() => expect(api.requestsTo('GET', reportPath).map((request) => request.query.get('month'))).toContain(month(-3)))
  })
})

async function blobBytes(blob: Blob | undefined): Promise<Uint8Array> {
  // jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would.
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    if (!blob) return reject(new Error('nothing saved'))
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(blob)
  })
  return new Uint8Array(buffer)
}
