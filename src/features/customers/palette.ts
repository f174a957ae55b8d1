import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect } from 'react'
import type { PaletteCommand, PaletteSearchProvider } from '../../lib/commands'
import { drawerLinks } from '../../lib/drawers'
import { paths } from '../../lib/paths'
import {
  paletteCustomerSearchAtom,
  paletteCustomerSearchMinLength,
  paletteCustomersQueryAtom,
} from '../../state/palette-customers'
import { customerName } from '../../entities/customer/customer'

const searchDelayMs = 200

function useCustomerCommands(search: string): { commands: readonly PaletteCommand[]; loading: boolean } {
  const setSearch = useSetAtom(paletteCustomerSearchAtom)
  const result = useAtomValue(paletteCustomersQueryAtom)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(search), searchDelayMs)
    return () => clearTimeout(timer)
  }, [search, setSearch])

  if (search.trim().length < paletteCustomerSearchMinLength) return { commands: [], loading: false }
  const customers = result.data?.results ?? []
  const commands = customers.flatMap((customer): PaletteCommand[] => {
    const who = `${customerName(customer)} · ${customer.email}`
    const context = { [drawerLinks.topUp.param]: customer.customer_uuid }
    return [
      {
        id: `customer:${customer.customer_uuid}:open`,
        label: `Открыть: ${who}`,
        group: 'Пользователи',
        run: ({ navigate }) => navigate(paths.user.getHref(customer.customer_uuid)),
      },
      {
        id: `customer:${customer.customer_uuid}:top-up`,
        label: `Пополнить баланс: ${who}`,
        group: 'Пользователи',
        run: ({ openDrawer }) => openDrawer(drawerLinks.topUp.id, context),
      },
      {
        id: `customer:${customer.customer_uuid}:issue-otp`,
        label: `Выдать код: ${who}`,
        group: 'Пользователи',
        run: ({ openDrawer }) => openDrawer(drawerLinks.issueOtp.id, context),
      },
    ]
  })
  return { commands, loading: result.isFetching }
}

/** Typing a name, email, phone or company in the palette finds customers and offers what to do with them. */
export const customerSearchProvider: PaletteSearchProvider = {
  id: 'customers',
  useCommands: useCustomerCommands,
}
