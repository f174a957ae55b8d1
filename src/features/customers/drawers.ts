import { createElement, lazy, Suspense } from 'react'
import { drawerLinks, type DrawerDescriptor } from '../../lib/drawers'

// Loaded when first opened, so the screens that never open them do not carry their code.
const TopUpDrawer = lazy(() => import('./top-up-drawer').then((module) => ({ default: module.TopUpDrawer })))
const IssueOtpDrawer = lazy(() => import('./issue-otp-drawer').then((module) => ({ default: module.IssueOtpDrawer })))

/** `?drawer=top-up&customer=<uuid>` and `?drawer=issue-otp&customer=<uuid>`, over any screen. */
export const customerDrawers: DrawerDescriptor[] = [
  {
    id: drawerLinks.topUp.id,
    params: [drawerLinks.topUp.param],
    render: ({ params, close }) =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(TopUpDrawer, { customerUuid: params.get(drawerLinks.topUp.param) ?? '', onClose: close }),
      ),
  },
  {
    id: drawerLinks.issueOtp.id,
    params: [drawerLinks.issueOtp.param],
    render: ({ params, close }) =>
      createElement(
        Suspense,
        { fallback: null },
        createElement(IssueOtpDrawer, { customerUuid: params.get(drawerLinks.issueOtp.param) ?? '', onClose: close }),
      ),
  },
]
