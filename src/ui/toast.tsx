import { Portal } from '@ark-ui/react/portal'
import { Toaster as ArkToaster, createToaster, Toast, type CreateToasterReturn } from '@ark-ui/react/toast'
import { toast as toastRecipe } from 'styled-system/recipes'
import { IconButton } from './button'
import { AlertIcon, CloseIcon, SuccessIcon } from './icons'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(toastRecipe)
const Root = withProvider(Toast.Root, 'root')
const Icon = withContext('span', 'icon')
const Text = withContext('div', 'text')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

export type AppToaster = CreateToasterReturn

/** A toast store with the console's defaults; the app uses the shared `toaster`, a test may make its own. */
export function createAppToaster(): AppToaster {
  return createToaster({ placement: 'bottom-end', gap: 8, max: 5, overlap: false })
}

/**
 * The console's toasts. `toaster.success({ title: 'Баланс пополнен', description: '1 500,00 ₽' })`,
 * `toaster.error({ title: 'Не удалось сохранить', description: error.detail })`; each one is
 * announced (role="status") by the mounted `<Toaster />`.
 */
export const toaster = createAppToaster()

export interface ToasterProps {
  /** @default the shared `toaster` */
  toaster?: AppToaster
}

export function Toaster({ toaster: store = toaster }: ToasterProps) {
  return (
    <Portal>
      <ArkToaster toaster={store} aria-label="Уведомления (Alt+T)">
        {(toast) => (
          <Root key={toast.id}>
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
