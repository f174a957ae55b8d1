import { createElement, lazy, Suspense } from 'react'
import type { DrawerDescriptor } from '../../lib/drawers'
import { customerDrawerIds, customerDrawerParam } from './drawer-ids'

// Loaded when first opened, so the screens that never open them do not carry their code.
const TopUpDrawer = lazy(() => import('./top-up-drawer').then((module) => ({ default: module.TopUpDrawer })))
const IssueOtpDrawer = lazy(() => import('./issue-otp-drawer').then((module) => ({ default: module.IssueOtpDrawer })))

/** `?drawer=top-up&customer=<uuid>` and `?drawer=issue-otp&customer=<uuid>`, over any screen. */
export const customerDrawers: DrawerDescriptor[] = [
  {
    id: customerDrawerIds.topUp,
    params: [customerDrawerParam],
    render: ({ params, close }) =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(TopUpDrawer, { customerUuid: params.get(customerDrawerParam) ?? '', onClose: close }),
      ),
  },
  {
    id: customerDrawerIds.issueOtp,
    params: [customerDrawerParam],
    render: ({ params, close }) =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(IssueOtpDrawer, { customerUuid: params.get(customerDrawerParam) ?? '', onClose: close }),
      ),
  },
]
