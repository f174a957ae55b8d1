import { Portal } from '@ark-ui/react/portal'
import { Toaster as ArkToaster, createToaster, Toast, type CreateToasterReturn } from '@ark-ui/react/toast'
import type { FocusEvent } from 'react'
import { toast as toastRecipe } from 'styled-system/recipes'
import { announce } from '../lib/announcer'
import { IconButton } from './button'
import { AlertIcon, CloseIcon, SuccessIcon } from './icons'
import { createStyleContext } from './style-context'
import { holdCountdown } from './toast-countdown'

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Icon = withContext('span', 'icon')
const Text = withContext('div', 'text')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

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

/** A toast store with the console's defaults; the app uses the shared `toaster`, a test may make its own. */
export function createAppToaster(): AppToaster {
  const store = createToaster({ placement: 'bottom-end', gap: 8, max: 5, overlap: false })
  announceToasts(store)
  return store
}

/**
 * The console's toasts. `toaster.success({ title: 'Баланс пополнен', description: '1 500,00 ₽' })`,
 * `toaster.error({ title: 'Не удалось сохранить', description: error.detail })`; each one is
 * announced through the announcer (`<LiveRegions />`).
 */
export const toaster = createAppToaster()

/** A toast with an action waits while the pointer is over it or focus is in it. */
function holdWhileAttended(id: string) {
  return {
    onPointerEnter: () => holdCountdown(id, 'pointer', true),
    onPointerLeave: () => holdCountdown(id, 'pointer', false),
    onFocus: () => holdCountdown(id, 'focus', true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) holdCountdown(id, 'focus', false)
    },
  }
}

export interface ToasterProps {
  /** @default the shared `toaster` */
  toaster?: AppToaster
}

export function Toaster({ toaster: store = toaster }: ToasterProps) {
  return (
    <Portal>
      <ArkToaster toaster={store} aria-label="Уведомления (Alt+T)">
        {(toast) => (
          <Root key={toast.id} aria-live="off" {...(toast.action && toast.id ? holdWhileAttended(toast.id) : {})}>
            {(toast.type === 'success' || toast.type === 'error') && (
              <Icon>{toast.type === 'success' ? <SuccessIcon /> : <AlertIcon />}</Icon>
            )}
            <Text>
              {toast.title && <Title>{toast.title}</Title>}
              {toast.description && <Description>{toast.description}</Description>}
              {toast.action && <ActionTrigger>{toast.action.label}</ActionTrigger>}
            </Text>
            <CloseTrigger asChild>
              <IconButton aria-label="Закрыть" size="sm">
                <CloseIcon />
              </IconButton>
            </CloseTrigger>
          </Root>
        )}
      </ArkToaster>
    </Portal>
  )
}
