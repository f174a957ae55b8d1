import { useMemo, useState } from 'react'
import type { Approval } from '../../../contract/schemas/approvals'
import { formatMoney } from '../../lib/format'
import type { ListQueryState } from '../../lib/list-query'
import { notify } from '../../lib/notices'
import { approvalListPages, useApprovalDecision, useDecidableApprovals } from '../../state/domain/approvals'
import { useAccess } from '../../state/domain/permissions'
import { useListController } from '../../state/lists/use-resource-list'
import { ListPage, type ListPageDescription } from '../../ui'
import { approvalColumns } from './columns'
import { ApproveDialog, RejectDialog } from './decision-dialogs'
import { approvalsListSchema } from './list-params'
import { approvalStatusLabels } from './notices'

type Decision = { kind: 'approve' | 'reject'; approval: Approval }

const statusOptions = (Object.keys(approvalStatusLabels) as (keyof typeof approvalStatusLabels)[]).map((value) => ({
  value,
  label: approvalStatusLabels[value],
}))

/**
 * «Подтверждения»: top-ups waiting for a second person, newest first; «Подтвердить» and «Отклонить» on
 * each pending one (one's own marked «Ваш запрос», without «Подтвердить»). Decisions in other tabs
 * arrive by their invalidation, other people's within 30 s while the page is visible.
 */
export function ApprovalsScreen() {
  const page = useListController({ schema: approvalsListSchema, pages: approvalListPages, idOf: (approval) => approval.approval_uuid })
  const access = useAccess()
  const [chosen, setChosen] = useState<Decision | null>(null)
  const decidable = useDecidableApprovals()
  const { mutate, isPending, error, reset } = useApprovalDecision()
  const { update } = page
  const fromPalette = decidable.find((approval) => approval.approval_uuid === page.state.approve)
  const decision: Decision | null = chosen ?? (fromPalette ? { kind: 'approve', approval: fromPalette } : null)

  const description = useMemo<ListPageDescription<Approval, ListQueryState<typeof approvalsListSchema>>>(
    () => ({
      title: 'Подтверждения',
      heading: { subtitle: 'Крупные пополнения ждут решения другого сотрудника' },
      filtersLabel: 'Фильтры подтверждений',
      filters: [{ kind: 'choices', key: 'statuses', label: 'Статус', options: statusOptions }],
      columns: approvalColumns({
        ownUuid: access.uuid,
        unavailable: access.unavailable('top_ups.approve'),
        approve: (approval) => setChosen({ kind: 'approve', approval }),
        reject: (approval) => setChosen({ kind: 'reject', approval }),
      }),
      errorTitle: 'Не удалось загрузить подтверждения',
      empty: { title: 'Запросов нет', filteredHint: 'Попробуйте изменить фильтры.', emptyText: 'Крупных пополнений на подтверждении нет.' },
    }),
    [access],
  )

  const close = () => {
    setChosen(null)
    reset()
    if (page.state.approve) update({ approve: '' })
  }
  const decide = (approval: Approval, reason?: string) =>
    mutate(
      { approval, reason },
      {
        onSuccess: (decided) => {
          notify({
            type: 'success',
            title:
              decided.status === 'approved'
                ? `Пополнение подтверждено: ${decided.customer_label}`
                : `Пополнение отклонено: ${decided.customer_label}`,
            description: decided.status === 'approved' ? `Зачислено ${formatMoney(decided.amount)}` : (decided.reason ?? undefined),
          })
          close()
        },
      },
    )

  return (
    <>
      <ListPage description={description} controller={page} />
      {decision?.kind === 'approve' && (
        <ApproveDialog
          approval={decision.approval}
          pending={isPending}
          error={error}
          onCancel={close}
          onConfirm={() => decide(decision.approval)}
        />
      )}
      {decision?.kind === 'reject' && (
        <RejectDialog
          approval={decision.approval}
          pending={isPending}
          error={error}
          onCancel={close}
          onConfirm={(reason) => decide(decision.approval, reason)}
        />
      )}
    </>
  )
}
