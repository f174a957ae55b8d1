import { screen, waitFor, within } from '@testing-library/react'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatDateTime, formatMoney } from '../../../src/lib/format'
import { undoWindowMsAtom } from '../../../src/state/lists/deferred-deletion'
import { createFakeApi, fakePaths, jsonResponse, type FakeApi } from '../../support/fake-api'
import { auditLogPath, makeAuditEntry, serveAuditLog } from '../../support/fixtures/audit-log'
import { bannerCtr, serveBenchmarks } from '../../support/fixtures/benchmarks'
import { ivan, serveCustomers } from '../../support/fixtures/customers'
import { overallStatsPath, serveHeatmapModels, serveOverallStats } from '../../support/fixtures/dashboard'
import { serveOperations } from '../../support/fixtures/finance-operations'
import { clearToasts, findDialog, grid, renderScreen, retype, toast, waitForRows } from '../resource-screens'

// jsdom has no IndexedDB: each test gets a fresh in-memory one (the console's own journal lives there).
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
})
afterEach(clearToasts)

const browserOnly = 'Только действия из этого браузера'
const anna = 'anna@example.com'

/** The entries of a short journal list (each entry's changes are a list of their own). */
function entriesOf(list: HTMLElement): HTMLElement[] {
  return Array.from(list.children) as HTMLElement[]
}

function journalRequests(api: FakeApi) {
  return api.requestsTo('GET', auditLogPath)
}

describe('«Журнал»', () => {
  it('shows who, what, which record (linked), when, the change and the comment', async () => {
    const api = createFakeApi()
    const topUp = makeAuditEntry({ actor_email: anna, created_at: '2026-10-03T14:05:00+03:00' })
    const edit = makeAuditEntry({
      created_at: '2026-10-04T09:30:00+03:00',
      action: 'update',
      target_type: 'benchmark',
      target_uuid: bannerCtr.benchmark_uuid,
      target_label: bannerCtr.name,
      changes: { max_value: [70, 80] },
      comment: '',
    })
    serveAuditLog(api, [topUp, edit])
    renderScreen('/journal', api)
    await waitForRows('Журнал')

    const rows = within(grid('Журнал')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    // Newest first.
    expect(rows[0]).toHaveTextContent('Изменение')
    expect(rows[0]).toHaveTextContent('Максимум: 70 → 80')
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: bannerCtr.name })).toHaveAttribute(
      'href',
      `/benchmarks?drawer=benchmark&benchmark=${bannerCtr.benchmark_uuid}`,
    )
    const second = rows[1] as HTMLElement
    expect(second).toHaveTextContent(anna)
    expect(second).toHaveTextContent('Пополнение баланса')
    expect(second).toHaveTextContent(formatDateTime(topUp.created_at))
    expect(second.textContent).toContain(`Зачислено ${formatMoney('1500.00')}, баланс стал ${formatMoney('1600.00')}`)
    expect(second).toHaveTextContent('Компенсация за сбой')
    expect(within(second).getByRole('link', { name: topUp.target_label })).toHaveAttribute('href', `/users/${topUp.target_uuid}`)
    expect(screen.queryByText(browserOnly)).not.toBeInTheDocument()
  })

  it('reads an entry about a record type this console does not know in generic words, with no link', async () => {
    const api = createFakeApi()
    const entry = makeAuditEntry({
      action: 'update',
      target_type: 'invoice',
      target_uuid: bannerCtr.benchmark_uuid,
      target_label: 'Счёт 17',
      changes: { total: [1, 2] },
      comment: '',
    })
    serveAuditLog(api, [entry])
    renderScreen('/journal', api)
    await waitForRows('Журнал')
    const row = within(grid('Журнал')).getAllByRole('row')[1] as HTMLElement
    expect(row).toHaveTextContent('Запись: Счёт 17')
    expect(within(row).queryByRole('link', { name: 'Счёт 17' })).not.toBeInTheDocument()
  })

  it('keeps its filters in the address and sends them to the server', async () => {
    const api = createFakeApi()
    serveAuditLog(api, [
      makeAuditEntry({ actor_email: anna }),
      makeAuditEntry({ action: 'delete', target_type: 'benchmark', target_label: 'Старая норма', changes: {} }),
    ])
    const view = renderScreen(`/journal?actor_email=${anna}&date_from=2026-10-01`, api)
    await waitForRows('Журнал')
    const first = journalRequests(api)[0]
    expect(first?.query.get('actor_email')).toBe(anna)
    expect(first?.query.get('date_from')).toBe('2026-10-01')
    expect(within(grid('Журнал')).getAllByRole('row')).toHaveLength(2)
    expect(grid('Журнал')).toHaveTextContent(anna)

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Действие' }), 'Удаление')
    await waitFor(() => expect(view.router.state.location.search).toContain('action=delete'))
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Тип записи' }), 'Норма')
    await waitFor(() => expect(view.router.state.location.search).toContain('target_type=benchmark'))
    await waitFor(() => expect(journalRequests(api).at(-1)?.query.get('target_type')).toBe('benchmark'))
    expect(journalRequests(api).at(-1)?.query.get('action')).toBe('delete')
    expect(await screen.findByText('Записей не найдено')).toBeInTheDocument()
  })
})

describe('«История» and «Последние действия»', () => {
  it('shows a benchmark’s history in its drawer, asks for that record only, and refreshes after an edit', async () => {
    const api = createFakeApi()
    serveBenchmarks(api)
    const journal = serveAuditLog(api, [
      makeAuditEntry({
        actor_email: anna,
        action: 'create',
        target_type: 'benchmark',
        target_uuid: bannerCtr.benchmark_uuid,
        target_label: bannerCtr.name,
        changes: { name: [null, bannerCtr.name] },
        comment: '',
      }),
    ])
    const view = renderScreen(`/benchmarks?drawer=benchmark&benchmark=${bannerCtr.benchmark_uuid}`, api)
    const drawer = await findDialog(`Норма «${bannerCtr.name}»`)
    const history = await within(drawer).findByRole('list', { name: 'История' })
    expect(entriesOf(history)).toHaveLength(1)
    expect(entriesOf(history)[0]).toHaveTextContent(anna)
    expect(entriesOf(history)[0]).toHaveTextContent('Создание')
    expect(journalRequests(api).some((request) => request.query.get('target_uuid') === bannerCtr.benchmark_uuid)).toBe(true)

    // The server journals the edit; whether the history is read again while the drawer closes or when
    // it is reopened, the reopened drawer shows it (the history is cached for minutes otherwise).
    journal.push(
      makeAuditEntry({
        actor_email: anna,
        action: 'update',
        target_type: 'benchmark',
        target_uuid: bannerCtr.benchmark_uuid,
        target_label: bannerCtr.name,
        changes: { description: [bannerCtr.description, 'Новое описание'] },
        comment: '',
      }),
    )
    await retype(view, within(drawer).getByRole('textbox', { name: /Описание/ }), 'Новое описание')
    await view.user.click(within(drawer).getByRole('button', { name: 'Сохранить' }))
    expect(await toast('Норма сохранена')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await view.user.click(within(grid('Нормы')).getByRole('link', { name: bannerCtr.name }))
    const reopened = await findDialog(`Норма «${bannerCtr.name}»`)
    await waitFor(() => expect(entriesOf(within(reopened).getByRole('list', { name: 'История' }))).toHaveLength(2))
    expect(within(reopened).getByRole('list', { name: 'История' })).toHaveTextContent('Изменение')
  })

  it('shows the last 10 entries with who made them on the dashboard', async () => {
    const api = createFakeApi()
    serveOverallStats(api)
    serveHeatmapModels(api)
    serveOperations(api)
    serveAuditLog(
      api,
      Array.from({ length: 12 }, (_, index) =>
        makeAuditEntry({ actor_email: `admin${index}@example.com`, created_at: `2026-10-${String(index + 1).padStart(2, '0')}T10:00:00Z` }),
      ),
    )
    renderScreen('/dashboard', api)
    const list = await screen.findByRole('list', { name: 'Последние действия' })
    const items = entriesOf(list)
    expect(items).toHaveLength(10)
    expect(items[0]).toHaveTextContent('admin11@example.com')
    expect(items[0]).toHaveTextContent('Пополнение баланса')
    expect(journalRequests(api)[0]?.query.get('page_size')).toBe('10')
    expect(api.requestsTo('GET', overallStatsPath)).toHaveLength(1)
  })
})

describe('a backend without the journal', () => {
  it('keeps this browser’s own entries, says so in every view, and filters them', async () => {
    const api = createFakeApi()
    serveCustomers(api)
    const view = renderScreen(`/users/${ivan.customer_uuid}?drawer=top-up&customer=${ivan.customer_uuid}`, api)
    const drawer = await findDialog('Пополнить баланс')
    await view.user.type(within(drawer).getByRole('textbox', { name: /Сумма/ }), '250')
    await view.user.type(within(drawer).getByRole('textbox', { name: 'Комментарий' }), 'Проверка журнала')
    await view.user.click(within(drawer).getByRole('button', { name: 'Пополнить' }))
    await toast('Баланс пополнен: +250,00 ₽')

    // The customer's page: its «История» now holds the top-up made here.
    const history = await screen.findByRole('list', { name: 'История' })
    expect(entriesOf(history)).toHaveLength(1)
    expect(entriesOf(history)[0]).toHaveTextContent('Пополнение баланса')
    expect(entriesOf(history)[0]).toHaveTextContent(view.api.profile.email)
    expect(screen.getAllByText(browserOnly).length).toBeGreaterThan(0)

    await view.router.navigate('/journal')
    await waitForRows('Журнал')
    const row = within(grid('Журнал')).getAllByRole('row')[1] as HTMLElement
    expect(row).toHaveTextContent('Пополнение баланса')
    expect(row).toHaveTextContent(ivan.email)
    expect(row.textContent).toContain(`Зачислено ${formatMoney('250.00')}`)
    expect(row).toHaveTextContent('Проверка журнала')
    expect(screen.getByText(browserOnly)).toBeInTheDocument()

    await view.router.navigate('/journal?action=delete')
    expect(await screen.findByText('Записей не найдено')).toBeInTheDocument()
    await view.router.navigate(`/journal?action=top_up&target=${ivan.customer_uuid}`)
    await waitForRows('Журнал')
    expect(within(grid('Журнал')).getAllByRole('row')).toHaveLength(2)
  })
  it('journals a bulk delete made here, one entry per record with its name', async () => {
    const api = createFakeApi()
    serveBenchmarks(api)
    const view = renderScreen('/benchmarks', api)
    view.context.store.set(undoWindowMsAtom, 0)
    await waitForRows('Нормы')
    const boxes = within(grid('Нормы')).getAllByRole('checkbox', { name: /^Выбрать: / })
    const names = boxes.slice(0, 2).map((box) => (box.getAttribute('aria-label') ?? '').replace('Выбрать: ', ''))
    for (const box of boxes.slice(0, 2)) await view.user.click(box)
    const bar = screen.getByRole('region', { name: 'Выбранные записи' })
    await view.user.click(within(bar).getByRole('button', { name: 'Удалить' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Удалить 2 нормы?' })
    await view.user.click(within(confirm).getByRole('button', { name: 'Удалить' }))
    await waitFor(() => expect(screen.getByRole('region', { name: 'Удаление' })).toHaveTextContent('выполнено 2 из 2'))

    await view.router.navigate('/journal?action=delete')
    await waitForRows('Журнал')
    const rows = within(grid('Журнал')).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    for (const name of names) expect(rows.some((row) => row.textContent?.includes(name))).toBe(true)
    expect(screen.getByText(browserOnly)).toBeInTheDocument()
  })
})

describe('a role that may not read the journal', () => {
  const support = {
    role: 'support',
    permissions: ['customers.top_up', 'customers.issue_otp', 'records.edit'],
    approval_threshold: '50000.00',
  }

  it('is told «Недостаточно прав» with the server’s reason, never shown this browser’s journal as the server’s', async () => {
    const api = createFakeApi()
    api.on('GET', auditLogPath, () => jsonResponse(403, { detail: 'Роли «Поддержка» журнал недоступен.', code: 'permission_denied' }))
    renderScreen('/journal', api)

    expect(await screen.findByText(/Недостаточно прав: Роли «Поддержка» журнал недоступен\./)).toBeInTheDocument()
    expect(screen.queryByText(browserOnly)).not.toBeInTheDocument()
    expect(screen.queryByText('Журнал пока пуст.')).not.toBeInTheDocument()
    // A permission refused is final: asked once, not retried.
    expect(journalRequests(api)).toHaveLength(1)
  })

  it('sees on a customer’s page that the history is not for its role, and nothing is asked of the journal', async () => {
    const api = createFakeApi()
    api.on('GET', fakePaths.profile, () => jsonResponse(200, { ...api.profile, ...support }))
    serveCustomers(api)
    serveAuditLog(api, [makeAuditEntry({ actor_email: anna })])
    renderScreen(`/users/${ivan.customer_uuid}`, api)

    expect(await screen.findByText('Недостаточно прав: роль «Поддержка» не читает журнал.')).toBeInTheDocument()
    expect(screen.queryByText(browserOnly)).not.toBeInTheDocument()
    expect(journalRequests(api)).toHaveLength(0)
  })
})
