import { Portal } from '@ark-ui/react/portal'
import { Toaster as ArkToaster, Toast, useToastContext } from '@ark-ui/react/toast'
import { useEffect, type FocusEvent } from 'react'
import { toast as toastRecipe } from 'styled-system/recipes'
import { IconButton } from './button'
import { AlertIcon, CloseIcon, SuccessIcon } from './icons'
import { NoticeDock, useNoticeDock } from './notice-dock'
import { createStyleContext } from './style-context'
import { forgetHolds, holdCountdown } from './toast-countdown'
import { toaster, type AppToaster } from './toaster-store'

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Icon = withContext('span', 'icon')
const Text = withContext('div', 'text')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

/** The toasts wait while the pointer is over one or focus is in one (toast-countdown.ts holds them together). */
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

/**
 * A toast closing (closed, or its time up) or gone (the toaster itself unmounted) holds nothing: it may leave
 * under the pointer, or with focus, unannounced.
 */
function LetGoWhenClosing({ id }: { id: string }) {
  const { visible } = useToastContext()
  useEffect(() => {
    if (!visible) forgetHolds(id)
    return () => forgetHolds(id)
  }, [id, visible])
  return null
}

export interface ToasterProps {
  /** @default the shared `toaster` */
  toaster?: AppToaster
}

export function Toaster({ toaster: store = toaster }: ToasterProps) {
  useNoticeDock()
  return (
    <Portal>
      <NoticeDock />
      <ArkToaster toaster={store} aria-label="Уведомления (Alt+T)">
        {(toast) => (
          <Root key={toast.id} aria-live="off" {...(toast.id ? holdWhileAttended(toast.id) : {})}>
            {toast.id && <LetGoWhenClosing id={toast.id} />}
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
