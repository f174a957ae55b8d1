import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../support/fake-api'
import { customerPath, customersPath, ivan, topUpPath } from '../../support/fixtures/customers'
import { clearToasts, customersApi, renderCustomers } from './render-users'

afterEach(clearToasts)

const drawerUrl = `/users/${ivan.customer_uuid}?drawer=top-up&customer=${ivan.customer_uuid}`
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

async function openDrawer(served = customersApi()) {
  const view = renderCustomers(drawerUrl, served)
  const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })
  await waitFor(() => expect(drawer).toHaveTextContent('Текущий баланс: 1 500,00 ₽'))
  const amount = within(drawer).getByRole('textbox', { name: /Сумма/ })
  const comment = within(drawer).getByRole('textbox', { name: 'Комментарий' })
  const submit = within(drawer).getByRole('button', { name: 'Пополнить' })
  const topUps = () => served.api.requestsTo('PATCH', topUpPath(ivan.customer_uuid))
  return { ...view, served, drawer, amount, comment, submit, topUps }
}

describe('the top-up drawer', () => {
  it.each([
    ['', 'Обязательное поле'],
    ['   ', 'Обязательное поле'],
    ['0', 'Число должно быть не менее 0,01'],
    ['0,00', 'Число должно быть не менее 0,01'],
    ['-5', 'Число должно быть не менее 0,01'],
    ['1000000,01', 'Число должно быть не более 1\u00a0000\u00a0000'],
    ['2 000 000', 'Число должно быть не более 1\u00a0000\u00a0000'],
    ['12,345', 'Число должно быть кратно 0,01'],
    ['abc', 'Неверный формат суммы'],
    ['1,2,3', 'Неверный формат суммы'],
  ])('refuses the amount «%s» with «%s» and sends nothing', async (typed, message) => {
    const { user, amount, submit, topUps } = await openDrawer()
    if (typed) await user.type(amount, typed)
    await user.click(submit)

    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining(message)))
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(topUps()).toHaveLength(0)
  })

  it('refuses a comment over 500 characters', async () => {
    const { user, amount, comment, submit, topUps } = await openDrawer()
    await user.type(amount, '100')
    await user.click(comment)
    await user.paste('я'.repeat(501))
    await user.click(submit)

    await waitFor(() =>
      expect(comment).toHaveAccessibleDescription(expect.stringContaining('Строка должна содержать не более 500 символ(ов)')),
    )
    expect(topUps()).toHaveLength(0)
  })

  it('does not validate while typing, only on submit', async () => {
    const { user, amount, drawer } = await openDrawer()
    await user.type(amount, 'abc')
    expect(within(drawer).queryByText('Неверный формат суммы')).not.toBeInTheDocument()
    expect(amount).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('tops up with a decimal comma and spaces, shows a toast and the new balance without a reload', async () => {
    const { user, amount, comment, submit, topUps, served, router } = await openDrawer()
    await user.type(amount, '1 500,5')
    await user.type(comment, 'Компенсация за сбой')
    // The page's own reload of the customer is held: the new balance must come from the top-up's answer.
    const refetch = served.api.hold('GET', customerPath(ivan.customer_uuid))
    await user.click(submit)

    expect(await screen.findByText('Баланс пополнен: +1 500,50 ₽')).toBeInTheDocument()
    expect(screen.getByText('Новый баланс: 3 000,50 ₽')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toBe('')

    const dd = screen.getByText('Баланс', { selector: 'dt' }).nextElementSibling
    expect(dd).toHaveTextContent('3 000,50 ₽')

    const [request] = topUps()
    expect(topUps()).toHaveLength(1)
    expect(request?.body).toEqual({ amount: '1500.50', comment: 'Компенсация за сбой' })
    expect(request?.headers.get('Idempotency-Key')).toMatch(uuidPattern)

    refetch.release()
    const operations = await screen.findByRole('grid', { name: 'Последние операции' })
    await waitFor(() => expect(within(operations).getAllByRole('row')[1]).toHaveTextContent('Пополнение сотрудником'))
  })

  it('refreshes the users list after a top-up', async () => {
    const served = customersApi()
    const view = renderCustomers('/users', served)
    await view.user.click(await screen.findByText(ivan.email))
    await view.user.click(await screen.findByRole('button', { name: 'Пополнить баланс' }))
    const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })
    await view.user.type(within(drawer).getByRole('textbox', { name: /Сумма/ }), '100')
    await view.user.click(within(drawer).getByRole('button', { name: 'Пополнить' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await view.user.click(screen.getByRole('link', { name: '← Все пользователи' }))
    const row = await screen.findByRole('row', { name: /ivan\.petrov@example\.ru/ })
    await waitFor(() => expect(row).toHaveTextContent('1 600,00 ₽'))
    expect(served.api.requestsTo('GET', customersPath)).toHaveLength(2)
  })

  it('puts a 422 from the server on its field and keeps the values', async () => {
    const served = customersApi()
    served.api.on('PATCH', `${customersPath}:uuid/fill_up_balance/`, () =>
      jsonResponse(422, { detail: [{ loc: ['body', 'amount'], msg: 'Сумма превышает дневной лимит', type: 'value_error' }] }),
    )
    const { user, amount, comment, submit, drawer } = await openDrawer(served)
    await user.type(amount, '900000')
    await user.type(within(drawer).getByRole('textbox', { name: /Повторите сумму/ }), '900000')
    await user.type(comment, 'Крупный клиент')
    await user.click(submit)

    await waitFor(() => expect(amount).toHaveAccessibleDescription(expect.stringContaining('Сумма превышает дневной лимит')))
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument()
    expect(amount).toHaveValue('900000')
    expect(comment).toHaveValue('Крупный клиент')
  })

  it('shows other server errors in an alert inside the drawer', async () => {
    const served = customersApi()
    served.api.fail('PATCH', topUpPath(ivan.customer_uuid), {
      status: 409,
      body: { detail: 'Пополнение с этим ключом ещё выполняется' },
    })
    const { user, amount, submit, drawer } = await openDrawer(served)
    await user.type(amount, '10')
    await user.click(submit)
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Пополнение с этим ключом ещё выполняется')
    expect(screen.getByRole('dialog', { name: 'Пополнить баланс' })).toBeInTheDocument()
  })

  it('sends one request for a double click', async () => {
    const { user, amount, submit, topUps, served } = await openDrawer()
    await user.type(amount, '250')
    const held = served.api.hold('PATCH', topUpPath(ivan.customer_uuid))
    await user.dblClick(submit)
    await held.arrived
    await user.click(submit)
    held.release()

    expect(await screen.findByText('Баланс пополнен: +250,00 ₽')).toBeInTheDocument()
    expect(topUps()).toHaveLength(1)
  })

  it('keeps the values after a failure and retries with the same Idempotency-Key', async () => {
    const served = customersApi()
    served.api.fail('PATCH', topUpPath(ivan.customer_uuid), 'network')
    const { user, amount, comment, submit, drawer, topUps, backend } = await openDrawer(served)
    await user.type(amount, '1500')
    await user.type(comment, 'Бонус')
    await user.click(submit)

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Нет связи с сервером')
    expect(amount).toHaveValue('1500')
    expect(comment).toHaveValue('Бонус')

    await user.click(submit)
    expect(await screen.findByText('Баланс пополнен: +1 500,00 ₽')).toBeInTheDocument()
    const [first, second] = topUps()
    expect(topUps()).toHaveLength(2)
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'))
    expect(backend.find(ivan.customer_uuid)?.balance).toBe('3000.00')
  })

  it('credits once when the answer to the first try was lost after the server had credited', async () => {
    const served = customersApi()
    let lost = false
    // The server does the top-up, then the connection drops before its answer arrives.
    const loseFirstTopUpAnswer: typeof fetch = async (input, init) => {
      const response = await served.api.fetch(input, init)
      if (init?.method === 'PATCH' && !lost) {
        lost = true
        throw new TypeError('Failed to fetch')
      }
      return response
    }
    const { user, amount, submit, drawer, topUps, backend } = await openDrawer({
      api: { ...served.api, fetch: loseFirstTopUpAnswer },
      backend: served.backend,
    })
    await user.type(amount, '700')
    await user.click(submit)
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Нет связи с сервером')
    expect(backend.find(ivan.customer_uuid)?.balance).toBe('2200.00')

    await user.click(submit)
    expect(await screen.findByText('Баланс пополнен: +700,00 ₽')).toBeInTheDocument()
    expect(topUps()).toHaveLength(2)
    expect(backend.find(ivan.customer_uuid)?.balance).toBe('2200.00')
    expect(backend.operations.filter((operation) => operation.type === 'admin_top_up')).toHaveLength(1)
  })

  it('a top-up that got no answer while the browser is offline is sent again, with the same key, when the network returns', async () => {
    const served = customersApi()
    let lost = false
    // The server credits; the answer is lost as the network goes.
    const loseAnswerAndGoOffline: typeof fetch = async (input, init) => {
      const response = await served.api.fetch(input, init)
      if (init?.method === 'PATCH' && !lost) {
        lost = true
        onlineManager.setOnline(false)
        throw new TypeError('Failed to fetch')
      }
      return response
    }
    const { user, amount, submit, drawer, topUps, backend } = await openDrawer({
      api: { ...served.api, fetch: loseAnswerAndGoOffline },
      backend: served.backend,
    })
    try {
      await user.type(amount, '700')
      await user.click(submit)
      await waitFor(() => expect(topUps()).toHaveLength(1))
      // Waiting for the network: no error, nothing sent again, what was typed kept.
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument()
      expect(topUps()).toHaveLength(1)
      expect(amount).toHaveValue('700')

      act(() => onlineManager.setOnline(true))

      expect(await screen.findByText('Баланс пополнен: +700,00 ₽')).toBeInTheDocument()
      const [first, second] = topUps()
      expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'))
      expect(backend.find(ivan.customer_uuid)?.balance).toBe('2200.00')
    } finally {
      onlineManager.setOnline(true)
    }
  })

  it('starts a new attempt with a new key when the values change after a failure', async () => {
    const served = customersApi()
    served.api.fail('PATCH', topUpPath(ivan.customer_uuid), 'network')
    const { user, amount, submit, drawer, topUps } = await openDrawer(served)
    await user.type(amount, '100')
    await user.click(submit)
    await within(drawer).findByRole('alert')

    await user.clear(amount)
    await user.type(amount, '200')
    await user.click(submit)
    expect(await screen.findByText('Баланс пополнен: +200,00 ₽')).toBeInTheDocument()
    const [first, second] = topUps()
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'))
  })

  it('closes with «Отмена» without sending anything', async () => {
    const { user, drawer, topUps, router } = await openDrawer()
    await user.click(within(drawer).getByRole('button', { name: 'Отмена' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.search).toBe('')
    expect(topUps()).toHaveLength(0)
  })
})

describe('the top-up drawer without its customer', () => {
  it('says the customer is not found, offers «Повторить» and no top-up', async () => {
    const missing = '0c000000-0000-4000-8000-00000000ffff'
    const served = customersApi()
    const { user } = renderCustomers(`/users/${ivan.customer_uuid}?drawer=top-up&customer=${missing}`, served)
    const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Запись не найдена')
    expect(within(drawer).queryByRole('button', { name: 'Пополнить' })).not.toBeInTheDocument()
    expect(within(drawer).queryByRole('textbox', { name: /Сумма/ })).not.toBeInTheDocument()

    await user.click(within(drawer).getByRole('button', { name: 'Повторить' }))
    await waitFor(() => expect(served.api.requestsTo('GET', customerPath(missing))).toHaveLength(2))
    expect(within(drawer).queryByRole('button', { name: 'Пополнить' })).not.toBeInTheDocument()
  })

  it('explains a failed load and shows the form once «Повторить» loads the customer', async () => {
    const served = customersApi()
    served.api.fail('GET', customerPath(ivan.customer_uuid), 'network')
    const { user } = renderCustomers(drawerUrl, served)
    const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })
    const alert = await within(drawer).findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить пользователя')
    expect(alert).toHaveTextContent('Нет связи с сервером')
    expect(within(drawer).queryByRole('button', { name: 'Пополнить' })).not.toBeInTheDocument()

    await user.click(within(drawer).getByRole('button', { name: 'Повторить' }))
    await waitFor(() => expect(drawer).toHaveTextContent('Текущий баланс: 1 500,00 ₽'))
    const amount = within(drawer).getByRole('textbox', { name: /Сумма/ })
    await waitFor(() => expect(amount).toHaveFocus())
    expect(within(drawer).getByRole('button', { name: 'Пополнить' })).toBeInTheDocument()
  })
})
