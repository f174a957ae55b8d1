import { describeError } from '../../api/errors'
import { operationTypeLabels } from '../../api/labels'
import { reversalDrawer } from '../../entities/finance-operation/reversal'
import type { PaletteCommand, PalettePage, PalettePageItems } from '../../lib/commands'
import { formatDateTime, formatMoney } from '../../lib/format'
import { reversalsUnsupported, useReversalsSupported } from '../../state/domain/reversals'
import { customerPickerPage, onSubjectOrPicker, type CustomerAction } from './palette'
import { useTopUpsToReverse } from './queries'
import { customerSubject } from './subject'

/**
 * The customer's top-ups that may still be reversed, newest first; Enter opens the reversal drawer
 * (the amount and the reason). A backend without reversals is asked nothing and says so.
 */
function topUpPickerPage(customerUuid: string): PalettePage {
  return {
    id: `customers:reverse:${customerUuid}`,
    title: 'Пополнение',
    placeholder: 'Сумма или дата пополнения…',
    useItems: function useTopUpPicker(): PalettePageItems {
      const supported = useReversalsSupported()
      const result = useTopUpsToReverse(supported === true ? customerUuid : '')
      if (supported === false) return { items: [], loading: false, error: reversalsUnsupported }
      const items = (result.data?.results ?? [])
        .filter((operation) => operation.reversible_amount !== '0.00')
        .map((operation): PaletteCommand => ({
          id: `customers:reverse:${operation.operation_uuid}`,
          label: `${operationTypeLabels[operation.type]} ${formatMoney(operation.amount)} от ${formatDateTime(operation.created_at)}`,
          detail: [`Можно сторнировать: ${formatMoney(operation.reversible_amount ?? operation.amount)}`, operation.description]
            .filter(Boolean)
            .join(' · '),
          keywords: [operation.amount, formatMoney(operation.amount)],
          group: 'Пополнения',
          run: ({ openDrawer }) => openDrawer(reversalDrawer(operation)),
        }))
      return {
        items,
        loading: supported === undefined || result.isPending,
        error: result.isError ? describeError(result.error) : undefined,
        empty: 'Нет пополнений, которые можно сторнировать',
      }
    },
  }
}

const pickTopUp: CustomerAction = (customerUuid, { openPage }) => openPage(topUpPickerPage(customerUuid))

/** «Сторнировать пополнение…»: the customer (or the one on screen), then the top-up, then the drawer. */
export const reversalCommand: PaletteCommand = {
  id: 'customers:reverse',
  label: 'Сторнировать пополнение…',
  group: 'Действия',
  keywords: ['сторно', 'отменить пополнение', 'вернуть деньги', 'reversal', 'reverse'],
  actsOn: customerSubject,
  permission: 'operations.reverse',
  run: onSubjectOrPicker(
    customerPickerPage('customers:reverse', 'Сторнировать пополнение', 'Сторнировать пополнение', pickTopUp, 'operations.reverse'),
    pickTopUp,
  ),
}
