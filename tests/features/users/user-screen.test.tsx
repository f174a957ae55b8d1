import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatDateTime } from '../../../src/lib/format'
import { customerPath, customersPath, issueOtpPath, ivan } from '../../support/fixtures/customers'
import { clearToasts, customersApi, renderCustomers } from './render-users'

afterEach(clearToasts)

const ivanUrl = `/users/${ivan.customer_uuid}`

/** The value shown for a term of the profile's description list. */
function fact(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' })
  const dd = dt.nextElementSibling
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`)
  return dd
}

describe('the customer page', () => {
  it('shows every field of the customer', async () => {
    renderCustomers(ivanUrl)
    expect(await screen.findByRole('heading', { level: 1, name: 'Иван Петров' })).toBeInTheDocument()
    await screen.findByText('Профиль')
    await waitFor(() => expect(fact('Имя')).toHaveTextContent('Иван Петров'))

    expect(fact('Электронная почта')).toHaveTextContent('ivan.petrov@example.ru')
    expect(fact('Телефон')).toHaveTextContent('+7 912 345-67-89')
    expect(fact('Компания')).toHaveTextContent('ООО «Ромашка»')
    expect(fact('Статус')).toHaveTextContent('Активен')
    expect(fact('Баланс')).toHaveTextContent('1 500,00 ₽')
    expect(fact('Регистрация')).toHaveTextContent(formatDateTime(ivan.registered_at))
    expect(fact('Последняя активность')).toHaveTextContent(formatDateTime(ivan.last_active_at))
    expect(fact('Проанализировано изображений')).toHaveTextContent('342')
    expect(fact('Проектов')).toHaveTextContent('12')
    expect(fact('Реферальный код')).toHaveTextContent('IVAN2026')
  })

  it('shows a dash for the fields a customer left empty', async () => {
    const served = customersApi({
      customers: [{ ...ivan, phone: null, company: null, last_active_at: null, referral_code: null }],
      operations: [],
    })
    renderCustomers(ivanUrl, served)
    await waitFor(() => expect(fact('Имя')).toHaveTextContent('Иван Петров'))
    for (const term of ['Телефон', 'Компания', 'Последняя активность', 'Реферальный код']) {
      expect(fact(term)).toHaveTextContent('—')
    }
    expect(screen.getByText('Операций пока нет')).toBeInTheDocument()
  })

  it('lists the recent operations and links to all of the customer’s operations', async () => {
    const view = renderCustomers(ivanUrl)
    const operations = await screen.findByRole('grid', { name: 'Последние операции' })
    const rows = within(operations).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Списание')
    expect(rows[0]).toHaveTextContent('−120,50 ₽')
    expect(rows[0]).toHaveTextContent('Анализ изображений')
    expect(rows[1]).toHaveTextContent('Пополнение')
    expect(rows[1]).toHaveTextContent('+300,00 ₽')

    const link = screen.getByRole('link', { name: 'Все операции пользователя' })
    expect(link).toHaveAttribute('href', `/operations?customer=${ivan.customer_uuid}`)
    await view.user.click(link)
    expect(await screen.findByRole('heading', { name: `Операции ?customer=${ivan.customer_uuid}` })).toBeInTheDocument()
  })

  it('shows skeletons in a busy container while the customer loads', async () => {
    const served = customersApi()
    const hold = served.api.hold('GET', customerPath(ivan.customer_uuid))
    const { container } = renderCustomers(ivanUrl, served)
    await hold.arrived
    expect(container.querySelector('[aria-busy=true]')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Пополнить баланс' })).not.toBeInTheDocument()
    hold.release()
    await waitFor(() => expect(fact('Имя')).toHaveTextContent('Иван Петров'))
    // «История» loads on its own, after the customer.
    await waitFor(() => expect(container.querySelector('[aria-busy=true]')).toBeNull())
  })

  it('says a customer that does not exist is not found, without a retry', async () => {
    renderCustomers('/users/0c000000-0000-4000-8000-0000000fffff')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Пользователь не найден')
    expect(within(alert).queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument()
  })

  it('shows an error with «Повторить», which loads the customer again', async () => {
    const served = customersApi()
    served.api.fail('GET', customerPath(ivan.customer_uuid), 'network')
    const view = renderCustomers(ivanUrl, served)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить пользователя')

    await view.user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    await waitFor(() => expect(fact('Имя')).toHaveTextContent('Иван Петров'))
    expect(served.api.requestsTo('GET', customerPath(ivan.customer_uuid))).toHaveLength(2)
  })

  it('goes back to the list as it was left', async () => {
    const view = renderCustomers('/users?status=active&ordering=email')
    await view.user.click(await screen.findByText(ivan.email))
    const back = await screen.findByRole('link', { name: '← Все пользователи' })
    expect(back).toHaveAttribute('href', '/users?status=active&ordering=email')
    await view.user.click(back)
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=active&ordering=email'))
    expect(screen.getByRole('checkbox', { name: 'Активен' })).toBeChecked()
    expect(view.api.requestsTo('GET', customersPath)).toHaveLength(1)
  })

  it('opens the top-up drawer through the URL, and a reload of that URL opens it again', async () => {
    const view = renderCustomers(ivanUrl)
    await view.user.click(await screen.findByRole('button', { name: 'Пополнить баланс' }))
    const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })
    expect(view.router.state.location.search).toBe(`?drawer=top-up&customer=${ivan.customer_uuid}`)
    await waitFor(() => expect(drawer).toHaveTextContent('Текущий баланс: 1 500,00 ₽'))

    view.unmount()
    renderCustomers(`${ivanUrl}?drawer=top-up&customer=${ivan.customer_uuid}`)
    expect(await screen.findByRole('dialog', { name: 'Пополнить баланс' })).toBeInTheDocument()
  })

  it('the top-up drawer reads the balance anew when it opens, however fresh the cached customer', async () => {
    const view = renderCustomers(ivanUrl)
    await waitFor(() => expect(fact('Баланс')).toHaveTextContent('1 500,00 ₽'))
    // Money moved elsewhere (another console, another admin) after the page was read.
    const stored = view.backend.find(ivan.customer_uuid)
    if (!stored) throw new Error('ivan is not served')
    stored.balance = '1750.00'

    await view.user.click(screen.getByRole('button', { name: 'Пополнить баланс' }))
    const drawer = await screen.findByRole('dialog', { name: 'Пополнить баланс' })

    await waitFor(() => expect(drawer).toHaveTextContent('Текущий баланс: 1 750,00 ₽'))
    expect(drawer).not.toHaveTextContent('1 500,00 ₽')
    expect(view.api.requestsTo('GET', customerPath(ivan.customer_uuid))).toHaveLength(2)
  })
})

describe('the one-time code drawer', () => {
  it('issues a code after confirmation and shows it once, large, with its expiry', async () => {
    const view = renderCustomers(ivanUrl)
    await view.user.click(await screen.findByRole('button', { name: 'Выдать код' }))
    const drawer = await screen.findByRole('dialog', { name: 'Выдать код' })
    expect(view.router.state.location.search).toBe(`?drawer=issue-otp&customer=${ivan.customer_uuid}`)
    await waitFor(() => expect(drawer).toHaveTextContent('Одноразовый код для входа: Иван Петров (ivan.petrov@example.ru).'))
    // Nothing is issued before the confirmation.
    expect(view.api.requestsTo('POST', issueOtpPath(ivan.customer_uuid))).toHaveLength(0)

    await view.user.click(within(drawer).getByRole('button', { name: 'Выдать код' }))
    expect(await within(drawer).findByText('482913')).toBeInTheDocument()
    expect(drawer).toHaveTextContent(`Действует до ${formatDateTime('2026-10-03T14:05:00+03:00')}`)
    expect(drawer).toHaveTextContent('Код показывается один раз')
    expect(view.api.requestsTo('POST', issueOtpPath(ivan.customer_uuid))).toHaveLength(1)
    expect(within(drawer).queryByRole('button', { name: 'Выдать код' })).not.toBeInTheDocument()
  })

  it('copies the code and says so', async () => {
    const view = renderCustomers(`${ivanUrl}?drawer=issue-otp&customer=${ivan.customer_uuid}`)
    const drawer = await screen.findByRole('dialog', { name: 'Выдать код' })
    await view.user.click(within(drawer).getByRole('button', { name: 'Выдать код' }))
    await within(drawer).findByText('482913')

    await view.user.click(within(drawer).getByRole('button', { name: 'Скопировать' }))
    expect(await screen.findByText('Код скопирован')).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe('482913')
  })

  it('shows a failure inside the drawer and lets the admin try again', async () => {
    const served = customersApi()
    served.api.fail('POST', issueOtpPath(ivan.customer_uuid), { status: 500, body: { detail: 'Сервис кодов недоступен' } })
    const view = renderCustomers(`${ivanUrl}?drawer=issue-otp&customer=${ivan.customer_uuid}`, served)
    const drawer = await screen.findByRole('dialog', { name: 'Выдать код' })

    await view.user.click(within(drawer).getByRole('button', { name: 'Выдать код' }))
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Сервис кодов недоступен')
    await view.user.click(within(drawer).getByRole('button', { name: 'Выдать код' }))
    expect(await within(drawer).findByText('482913')).toBeInTheDocument()
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('closes with «Готово», leaving the page and forgetting the code', async () => {
    const view = renderCustomers(`${ivanUrl}?drawer=issue-otp&customer=${ivan.customer_uuid}`)
    const drawer = await screen.findByRole('dialog', { name: 'Выдать код' })
    await view.user.click(within(drawer).getByRole('button', { name: 'Выдать код' }))
    await within(drawer).findByText('482913')

    await view.user.click(within(drawer).getByRole('button', { name: 'Готово' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(view.router.state.location.search).toBe('')

    await act(() => view.router.navigate(`${ivanUrl}?drawer=issue-otp&customer=${ivan.customer_uuid}`))
    const reopened = await screen.findByRole('dialog', { name: 'Выдать код' })
    expect(within(reopened).queryByText('482913')).not.toBeInTheDocument()
  })
})
