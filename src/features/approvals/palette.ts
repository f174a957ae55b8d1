import { approvalWhat } from '../../api/approval-words'
import type { PaletteCommand, PalettePage, PalettePageItems } from '../../lib/commands'
import type { FeaturePalette } from '../../lib/feature-module'
import { formatDateTime } from '../../lib/format'
import { paths } from '../../lib/paths'
import { useDecidableApprovals } from '../../state/domain/approvals'
import { approveParam } from './list-params'

/** The pending top-ups this person may approve; choosing one opens «Подтверждения» with its dialog. */
const pendingPage: PalettePage = {
  id: 'approvals:pending',
  title: 'Подтвердить пополнение',
  placeholder: 'Пользователь или сумма…',
  useItems: function usePendingItems(): PalettePageItems {
    const items = useDecidableApprovals().map((approval): PaletteCommand => ({
      id: `approvals:approve:${approval.approval_uuid}`,
      label: `${approval.customer_label}: ${approvalWhat(approval)}`,
      detail: `Запросил ${approval.requested_by_email} ${formatDateTime(approval.requested_at)}`,
      group: 'Ждут решения',
      run: ({ navigate }) => navigate(`${paths.approvals.getHref()}?${approveParam}=${approval.approval_uuid}`),
    }))
    return { items, loading: false, empty: 'Нет пополнений, ждущих вашего решения' }
  },
}

export const approvalsPalette: FeaturePalette = {
  commands: [
    {
      id: 'approvals:approve',
      label: 'Подтвердить пополнение…',
      group: 'Действия',
      keywords: ['подтверждения', 'одобрить', 'approve', 'top up'],
      permission: 'top_ups.approve',
      rolesOnly: true,
      run: ({ openPage }) => openPage(pendingPage),
    },
  ],
}
