import { clientAccountsResource } from '../../api/client-accounts'
import { drawerLinks } from '../../lib/drawers'
import { createRecordPalette } from '../../state/lists/palette-records'

/** «Создать кабинет», and an account found by its name. */
export const clientAccountsPalette = createRecordPalette({
  kind: 'account',
  id: 'client-accounts',
  group: 'Кабинеты клиентов',
  createLabel: 'Создать кабинет',
  keywords: ['account', 'кабинет', 'новый'],
  list: clientAccountsResource,
  drawer: drawerLinks.clientAccount,
})
