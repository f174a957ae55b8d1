import { drawerLinks, type DrawerDescriptor } from '../../lib/drawers'
import { lazyDrawer } from '../../ui'

/** `?drawer=top-up&customer=<uuid>` and `?drawer=issue-otp&customer=<uuid>`, over any screen. */
export const customerDrawers: DrawerDescriptor[] = [
  lazyDrawer(drawerLinks.topUp, () => import('./top-up-drawer').then((module) => module.TopUpDrawer)),
  lazyDrawer(drawerLinks.issueOtp, () => import('./issue-otp-drawer').then((module) => module.IssueOtpDrawer)),
]
