import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney } from '../../../src/lib/format'
import { ivan, makeCustomers, topUpPath, type OperationJson } from '../../support/fixtures/customers'
import { clearToasts, customersApi, renderCustomers } from './render-users'

afterEach(clearToasts)

const drawerUrl = `/users/${ivan.customer_uuid}?drawer=top-up&customer=${ivan.customer_uuid}`
const minute = 60 * 1000
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

function operation(overrides: Partial<OperationJson>): OperationJson {
  return {
    operation_uuid: `0e000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
    customer_uuid: ivan.customer_uuid,
    customer_email: ivan.email,
    type: 'admin_top_up',
    amount: '500.00',
    balance_after: ivan.balance,
    description: 'Бонус за отзыв',
    created_at: new Date(Date.now() - 5 * minute).toISOString(),
    ...overrides,
  }
}

async function openDrawer(operations: OperationJson[]) {
  const served = customersApi({ customers: makeCustomers(), operations })
  const view = renderCustomers(drawerUrl, served)
  const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })
  await waitFor(() => expect(drawer).toHaveTextContent('Текущий баланс'))
  const amount = within(drawer).getByRole('textbox', { name: /Сумма/ })
  const submit = within(drawer).getByRole('button', { name: 'Пополнить' })
  const topUps = () => served.api.requestsTo('PATCH', topUpPath(ivan.customer_uuid))
  return { ...view, served, drawer, amount, submit, topUps }
}

describe('the guards on money of the top-up drawer', () => {
  it('lists the admin top-ups of the last 24 hours with amount, time and comment', async () => {
    const recent = operation({ amount: '750.00', description: 'Компенсация' })
    const { drawer, served } = await openDrawer([
      recent,
      operation({ amount: '999.00', created_at: new Date(Date.now() - 30 * 60 * minute).toISOString() }),
      operation({ type: 'charge', amount: '-120.50', description: 'Анализ изображений' }),
    ])
    const list = await within(drawer).findByRole('list', { name: 'Пополнения за 24 часа' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(1)
    expect(items[0]?.textContent).toContain(formatMoney('750.00'))
    expect(items[0]).toHaveTextContent('Компенсация')
    expect(items[0]).toHaveTextContent(hhmm(recent.created_at))
    // the drawer's read among the page's (its «Баланс на дату» reads operations too)
    const read = served.api.requestsTo('GET', '/v1/admin/finances/operations/').find((request) => request.query.has('type'))
    expect(read?.query.get('customer_uuid')).toBe(ivan.customer_uuid)
    expect(read?.query.getAll('type')).toEqual(['admin_top_up'])
    expect(read?.query.get('date_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('asks before the same amount within 10 minutes, sends nothing until «Пополнить ещё раз», keeps the key through a retry', async () => {
    const earlier = operation({ amount: '500.00' })
    const { user, drawer, amount, submit, topUps, served } = await openDrawer([earlier])
    await user.type(amount, '500')
    await user.click(submit)

    const question = await within(drawer).findByRole('alert')
    expect(question).toHaveTextContent(`Такое же пополнение уже было в ${hhmm(earlier.created_at)}. Пополнить ещё раз?`)
    expect(topUps()).toHaveLength(0)

    served.api.fail('PATCH', topUpPath(ivan.customer_uuid), 'network')
    await user.click(within(question).getByRole('button', { name: 'Пополнить ещё раз' }))
    await waitFor(() => expect(topUps()).toHaveLength(1))
    expect(await within(drawer).findByText(/Нет связи с сервером/)).toBeInTheDocument()

    // The retry of the attempt already sent asks nothing again and carries the same key.
    await user.click(submit)
    expect(await screen.findByText('Баланс пополнен: +500,00 ₽')).toBeInTheDocument()
    const [first, second] = topUps()
    expect(topUps()).toHaveLength(2)
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'))
  })

  it('does not ask for another amount, nor for the same amount past 10 minutes', async () => {
    const { user, drawer, amount, submit, topUps } = await openDrawer([
      operation({ amount: '500.00', created_at: new Date(Date.now() - 11 * minute).toISOString() }),
      operation({ amount: '400.00' }),
    ])
    await user.type(amount, '500')
    await user.click(submit)
    expect(await screen.findByText('Баланс пополнен: +500,00 ₽')).toBeInTheDocument()
    expect(within(drawer).queryByText(/Пополнить ещё раз/)).not.toBeInTheDocument()
    expect(topUps()).toHaveLength(1)
  })

  it('asks for 100 000 ₽ or more again and sends nothing until both amounts match, under one key', async () => {
    const { user, drawer, amount, submit, topUps, served } = await openDrawer([])
    await user.type(amount, '99 999,99')
    expect(within(drawer).queryByRole('textbox', { name: /Повторите сумму/ })).not.toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '150 000')
    const repeat = within(drawer).getByRole('textbox', { name: /Повторите сумму/ })

    await user.click(submit)
    await waitFor(() => expect(repeat).toHaveAccessibleDescription(expect.stringContaining('Повторите сумму')))
    expect(repeat).toHaveFocus()
    expect(topUps()).toHaveLength(0)

    await user.type(repeat, '150 001')
    await user.click(submit)
    await waitFor(() => expect(repeat).toHaveAccessibleDescription(expect.stringContaining('Суммы не совпадают')))
    expect(topUps()).toHaveLength(0)

    served.api.fail('PATCH', topUpPath(ivan.customer_uuid), { status: 503 })
    await user.clear(repeat)
    await user.type(repeat, '150000,00')
    await user.click(submit)
    await waitFor(() => expect(topUps()).toHaveLength(1))
    expect(await within(drawer).findByRole('alert')).toBeInTheDocument()
    await user.click(submit)
    expect(await screen.findByText('Баланс пополнен: +150 000,00 ₽')).toBeInTheDocument()
    const [first, second] = topUps()
    expect(first?.body).toEqual({ amount: '150000.00', comment: '' })
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'))
  })
})
