import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../contract/schemas/audit-log'
import { recordTypes } from '../../../src/app/screens'
import { entryLines as linesOf } from '../../../src/entities/audit-log/entry-lines'
import { formatDateTime, formatMoney } from '../../../src/lib/format'
import { makeAuditEntry } from '../../support/fixtures/audit-log'

/** An entry's lines, its record type's words the app's declarations'. */
const entryLines = (entry: AuditEntry) => linesOf(entry, recordTypes)

describe('entryLines', () => {
  it('says a top-up with its amount and the balance after, not as two field changes', () => {
    expect(entryLines(makeAuditEntry())).toEqual([`Зачислено ${formatMoney('1500.00')}, баланс стал ${formatMoney('1600.00')}`])
    expect(entryLines(makeAuditEntry({ changes: { amount: [null, '150.00'] } }))).toEqual([`Зачислено ${formatMoney('150.00')}`])
  })

  it('says until when a one-time code works, and never shows «—» for one', () => {
    const expiresAt = '2026-10-03T14:15:00+03:00'
    const code = makeAuditEntry({ action: 'issue_otp', changes: { expires_at: [null, expiresAt] }, comment: '' })
    expect(entryLines(code)).toEqual([`Код действует до ${formatDateTime(expiresAt)}`])
    expect(entryLines({ ...code, changes: {} })).toEqual(['Сам код в журнал не записывается'])
  })

  it('names enumerated values by their Russian labels: a new record by its values, an edit as before → after', () => {
    const created = makeAuditEntry({
      action: 'create',
      target_type: 'benchmark',
      changes: {
        name: [null, 'Баннер CTR'],
        category: [null, 'social'],
        metric: [null, 'attention'],
        min_value: [null, 1.5],
        description: [null, ''],
      },
    })
    expect(entryLines(created)).toEqual(['Название: Баннер CTR', 'Категория: Соцсети', 'Метрика: Внимание', 'Минимум: 1,5'])

    const moved = makeAuditEntry({ action: 'update', target_type: 'client_request', changes: { status: ['new', 'in_progress'] } })
    expect(entryLines(moved)).toEqual(['Статус: Новый → В работе'])

    const blocked = makeAuditEntry({ action: 'update', target_type: 'customer', changes: { status: ['active', 'blocked'] } })
    expect(entryLines(blocked)).toEqual(['Статус: Активен → Заблокирован'])

    const account = makeAuditEntry({
      action: 'update',
      target_type: 'client_account',
      changes: { is_active: [true, false], company: ['', 'ООО «Ромашка»'] },
    })
    expect(entryLines(account)).toEqual(['Состояние: Активен → Неактивен', 'Компания: — → ООО «Ромашка»'])
  })

  it('says a deleted record by what it held, and a moved request without its account uuid', () => {
    const deleted = makeAuditEntry({
      action: 'delete',
      target_type: 'benchmark',
      changes: { category: ['outdoor', null], max_value: [80, null] },
    })
    expect(entryLines(deleted)).toEqual(['Категория: Наружная реклама', 'Максимум: 80'])
    const request = makeAuditEntry({
      action: 'update',
      target_type: 'client_request',
      changes: { client_request_account_uuid: ['0c000000-0000-4000-8000-000000000001', '0c000000-0000-4000-8000-000000000002'] },
    })
    expect(entryLines(request)).toEqual(['Кабинет: изменён'])
  })

  it('keeps a value the labels do not know (a newer server) as it came', () => {
    const entry = makeAuditEntry({ action: 'update', target_type: 'client_request', changes: { status: ['new', 'archived'] } })
    expect(entryLines(entry)).toEqual(['Статус: Новый → archived'])
  })

  it('says the active model switch, and nothing more for a sign-in', () => {
    const first = makeAuditEntry({
      action: 'set_active_model',
      target_type: 'heatmap_model',
      changes: { active_model: [null, 'SaliencyNet 3.2.0'] },
    })
    expect(entryLines(first)).toEqual(['Активной стала SaliencyNet 3.2.0'])
    const next = makeAuditEntry({ ...first, changes: { active_model: ['SaliencyNet 3.1.4', 'SaliencyNet 3.2.0'] } })
    expect(entryLines(next)).toEqual(['Активная модель: SaliencyNet 3.1.4 → SaliencyNet 3.2.0'])
    expect(entryLines(makeAuditEntry({ action: 'sign_in', target_type: 'admin', changes: {} }))).toEqual([])
  })
})
