import { drawerLinks, type DrawerDescriptor } from '../../lib/drawers'
import { lazyDrawer } from '../../ui'

/** `?drawer=top-up&customer=<uuid>`, `?drawer=issue-otp&customer=<uuid>` and `?drawer=note&customer=<uuid>`, over any screen. */
export const customerDrawers: DrawerDescriptor[] = [
  lazyDrawer(drawerLinks.topUp, () => import('./top-up-drawer').then((module) => module.TopUpDrawer)),
  lazyDrawer(drawerLinks.issueOtp, () => import('./issue-otp-drawer').then((module) => module.IssueOtpDrawer)),
  // `note` (the note edited) goes with the drawer when it closes
  {
    ...lazyDrawer(drawerLinks.note, () => import('./note-drawer').then((module) => module.NoteDrawer)),
    params: [drawerLinks.note.param, 'note'],
  },
  // `?drawer=reversal&operation=<uuid>&customer=<uuid>`: the top-up and its customer
  {
    ...lazyDrawer(drawerLinks.reversal, () => import('./reversal-drawer').then((module) => module.ReversalDrawer)),
    params: [drawerLinks.reversal.param, 'customer'],
  },
]
