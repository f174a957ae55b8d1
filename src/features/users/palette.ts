import { useEffect } from 'react'
import type { Customer } from '../../../contract/schemas/customers'
import { describeError } from '../../api/errors'
import { customerName } from '../../entities/customer/customer'
import type { CommandContext, PaletteCommand, PalettePage, PalettePageItems, PaletteSearchProvider } from '../../lib/commands'
import { drawerLinks, drawerTarget } from '../../lib/drawers'
import type { FeaturePalette } from '../../lib/feature-module'
import { formatMoney } from '../../lib/format'
import { paths } from '../../lib/paths'
import {
  paletteCustomerSearchMinLength,
  usePaletteCustomerSearch,
  useRecentCustomers,
  useRememberCustomer,
  type RecentCustomer,
} from './queries'
import { customerSubject } from './subject'

// Short: a found customer's row is painted within 150 ms of the last key, this pause included (issue 46).
const searchDelayMs = 80

const group = 'Пользователи'

/**
 * The palette's one customer search: the text is sent after a pause in typing; `loading` covers
 * the pause and the request. Under two characters nothing is searched (`searching` is false).
 */
function useCustomerSearch(search: string) {
  const { searched, setSearched, result } = usePaletteCustomerSearch()
  useEffect(() => {
    const timer = setTimeout(() => setSearched(search), searchDelayMs)
    return () => clearTimeout(timer)
  }, [search, setSearched])
  const searching = search.trim().length >= paletteCustomerSearchMinLength
  return {
    searching,
    customers: searching ? (result.data?.results ?? []) : [],
    loading: searching && (searched !== search || result.isFetching),
    error: searching && result.isError ? describeError(result.error) : undefined,
  }
}

type CustomerAction = (customerUuid: string, context: CommandContext) => void

const openCustomer: CustomerAction = (customerUuid, { navigate }) => navigate(paths.user.getHref(customerUuid))
const openTopUp: CustomerAction = (customerUuid, { openDrawer }) => openDrawer(drawerTarget(drawerLinks.topUp, customerUuid))
const openIssueOtp: CustomerAction = (customerUuid, { openDrawer }) => openDrawer(drawerTarget(drawerLinks.issueOtp, customerUuid))
const openNote: CustomerAction = (customerUuid, { openDrawer }) => openDrawer(drawerTarget(drawerLinks.note, customerUuid))

function customerDetail(customer: RecentCustomer | Customer): string {
  return 'balance' in customer ? `${customer.email} · ${formatMoney(customer.balance)}` : customer.email
}

/** A page of customers: the recent ones with an empty input, the server's answer as one types. */
function customerPickerPage(id: string, title: string, act: CustomerAction): PalettePage {
  return {
    id,
    title,
    placeholder: 'Имя, e-mail, телефон или компания…',
    useItems: function useCustomerPicker(search): PalettePageItems {
      const found = useCustomerSearch(search)
      const recent = useRecentCustomers()
      const remember = useRememberCustomer()
      const row = (customer: RecentCustomer | Customer, rowGroup: string): PaletteCommand => ({
        id: `${id}:${customer.customer_uuid}`,
        label: customerName(customer),
        detail: customerDetail(customer),
        keywords: [customer.email],
        group: rowGroup,
        run: (context) => {
          remember(customer)
          act(customer.customer_uuid, context)
        },
      })
      if (!found.searching) {
        const items = recent.map((customer) => row(customer, 'Недавние пользователи'))
        return { items, loading: false, empty: 'Введите имя, e-mail, телефон или компанию' }
      }
      return {
        items: found.customers.map((customer) => row(customer, 'Найденные пользователи')),
        loading: found.loading,
        searched: true,
        error: found.error,
        empty: 'Пользователи не найдены',
      }
    },
  }
}

const findCustomerPage = customerPickerPage('customers:find', 'Найти пользователя', openCustomer)
const topUpPage = customerPickerPage('customers:top-up', 'Пополнить баланс', openTopUp)
const issueOtpPage = customerPickerPage('customers:issue-otp', 'Выдать одноразовый код', openIssueOtp)
const notePage = customerPickerPage('customers:note', 'Заметка о пользователе', openNote)

/** The page's customer when the screen shows one, else the picker. */
function onSubjectOrPicker(page: PalettePage, act: CustomerAction) {
  return (context: CommandContext) => {
    const subject = context.subject
    if (subject?.type === customerSubject) act(subject.id, context)
    else context.openPage(page)
  }
}

/** Three of the palette's five actions: find a customer, top up a balance, issue a one-time code. */
const customerCommands: readonly PaletteCommand[] = [
  {
    id: 'customers:find',
    label: 'Найти пользователя',
    group: 'Действия',
    keywords: ['поиск', 'пользователь', 'search', 'customer', 'user'],
    run: ({ openPage }) => openPage(findCustomerPage),
  },
  {
    id: 'customers:top-up',
    label: 'Пополнить баланс',
    group: 'Действия',
    keywords: ['деньги', 'зачислить', 'top up', 'balance'],
    actsOn: customerSubject,
    permission: 'customers.top_up',
    run: onSubjectOrPicker(topUpPage, openTopUp),
  },
  {
    id: 'customers:issue-otp',
    label: 'Выдать одноразовый код',
    group: 'Действия',
    keywords: ['код', 'otp', 'вход', 'one-time code'],
    actsOn: customerSubject,
    permission: 'customers.issue_otp',
    run: onSubjectOrPicker(issueOtpPage, openIssueOtp),
  },
  {
    id: 'customers:note',
    label: 'Заметка о пользователе…',
    group: 'Действия',
    keywords: ['заметка', 'комментарий', 'звонок', 'note'],
    actsOn: customerSubject,
    run: onSubjectOrPicker(notePage, openNote),
  },
]

function useCustomerCommands(search: string): { commands: readonly PaletteCommand[]; loading: boolean } {
  const { customers, loading } = useCustomerSearch(search)
  const remember = useRememberCustomer()
  const commands = customers.flatMap((customer): PaletteCommand[] => {
    const who = `${customerName(customer)} · ${customer.email}`
    const rowFor = (action: string, label: string, act: CustomerAction, permission?: string): PaletteCommand => ({
      id: `customer:${customer.customer_uuid}:${action}`,
      record: customer.customer_uuid,
      permission,
      label: `${label}: ${who}`,
      detail: formatMoney(customer.balance),
      group,
      run: (context) => {
        remember(customer)
        act(customer.customer_uuid, context)
      },
    })
    return [
      rowFor('open', 'Открыть', openCustomer),
      rowFor('top-up', 'Пополнить баланс', openTopUp, 'customers.top_up'),
      rowFor('issue-otp', 'Выдать код', openIssueOtp, 'customers.issue_otp'),
    ]
  })
  return { commands, loading }
}

/** Typing a name, email, phone or company on the palette's first page finds customers and offers what to do with them. */
const customerSearchProvider: PaletteSearchProvider = {
  id: 'customers',
  useCommands: useCustomerCommands,
}

export const customersPalette: FeaturePalette = { commands: customerCommands, searchProviders: [customerSearchProvider] }
