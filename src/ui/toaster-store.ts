import { createToaster, type CreateToasterReturn } from '@ark-ui/react/toast'
import { announce } from '../lib/announcer'
import { connectNotices, type NoticeBoard } from '../lib/notices'
import { noticeOffsets } from './notice-dock'
import { noticeDuration } from './notice-duration'
import { startCountdown, stopCountdown } from './toast-countdown'

export type AppToaster = CreateToasterReturn

/** What the store tells its subscribers: a toast shown or changed, or `{ id, dismiss: true }`. */
interface PublishedToast {
  id: string
  dismiss?: boolean
  type?: string
  title?: unknown
  description?: unknown
  action?: { label: string }
}

/**
 * One sentence for the announcer, ending with a full stop: «Норма удалена: Имя. Чтобы отменить,
 * нажмите Alt+T.» A description that is not text (a link) is pointed to rather than read.
 */
function spokenText({ title, description, action }: PublishedToast): string {
  const what = [title, description].filter((part): part is string => typeof part === 'string' && part !== '').join(': ')
  const more = description && typeof description !== 'string' ? ' Подробности в уведомлениях: Alt+T.' : ''
  return action ? `${what}. Чтобы ${action.label.toLowerCase()}, нажмите Alt+T.` : `${what}.${more}`
}

/** Each toast is announced once, when it shows (errors and warnings assertively); the toasts themselves are not live. */
function announceToasts(store: AppToaster): void {
  const shown = new Set<string>()
  store.subscribe((toast: PublishedToast) => {
    if (toast.dismiss) {
      shown.delete(toast.id)
      return
    }
    if (shown.has(toast.id)) return
    shown.add(toast.id)
    announce(spokenText(toast), { assertive: toast.type === 'error' || toast.type === 'warning' })
  })
}

type ToastOptions = Parameters<AppToaster['create']>[0]

/**
 * Every toast given the time to read it: an error stays until it is closed; another stays its reading
 * time (notice-duration.ts) or the `duration` asked, counted by toast-countdown.ts, which holds while
 * the pointer is over the toast or focus is in it. `duration: Infinity` stays, as before.
 */
function timedForReading(store: AppToaster): AppToaster {
  const create = (options: ToastOptions): string => {
    const duration = options.type === 'error' ? Infinity : (options.duration ?? noticeDuration([options.title, options.description]))
    const id = store.create({ ...options, duration: Infinity })
    if (Number.isFinite(duration)) startCountdown(id, duration, () => store.dismiss(id))
    return id
  }
  return {
    ...store,
    create,
    success: (options) => create({ ...options, type: 'success' }),
    error: (options) => create({ ...options, type: 'error' }),
    info: (options) => create({ ...options, type: 'info' }),
    warning: (options) => create({ ...options, type: 'warning' }),
  }
}

/** A toast store with the console's defaults; the app uses the shared `toaster`, a test may make its own. */
export function createAppToaster(): AppToaster {
  // In the notice dock (notice-dock.tsx), never over an action.
  const store = createToaster({ placement: 'bottom-start', offsets: noticeOffsets, gap: 8, max: 5, overlap: false })
  announceToasts(store)
  return timedForReading(store)
}

/**
 * A toast store as the board of lib/notices: a notice's time is counted here (held while attended), its
 * action stops the time, and its `onExpire` runs when the time has passed.
 */
export function noticeBoardOf(store: AppToaster): NoticeBoard {
  return {
    show(id, { type, title, description, action, duration, onExpire }) {
      const time = type === 'error' ? Infinity : (duration ?? noticeDuration([title, description]))
      const act = action && {
        label: action.label,
        onClick: () => {
          stopCountdown(id)
          action.onClick()
        },
      }
      store.create({ id, type, title, description, action: act, duration: Infinity })
      if (Number.isFinite(time))
        startCountdown(id, time, () => {
          store.dismiss(id)
          onExpire?.()
        })
    },
    dismiss(id) {
      stopCountdown(id)
      store.dismiss(id)
    },
  }
}

/**
 * The console's toasts, the one board of lib/notices (`notify`), connected when the app's Toaster loads
 * (after the first paint: what was notified before waits for it). Each one is announced through the
 * announcer (`<LiveRegions />`). Only the Toaster and tests reach the store itself.
 */
export const toaster = createAppToaster()
connectNotices(noticeBoardOf(toaster))
