import type { ReactNode } from 'react'
import { state } from 'styled-system/recipes'
import { Button } from './button'
import { AlertIcon, InboxIcon } from './icons'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(state)
const Root = withProvider('div', 'root')
const Icon = withContext('span', 'icon')
const Title = withContext('p', 'title')
const Description = withContext('p', 'description')
const Action = withContext('div', 'action')

export interface EmptyStateProps {
  /** @default 'Ничего не найдено' */
  title?: ReactNode
  description?: ReactNode
  /** One way forward: reset the filters, create the first record. */
  action?: ReactNode
  className?: string
}

export function EmptyState({ title = 'Ничего не найдено', description, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <Icon>
        <InboxIcon />
      </Icon>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  )
}

export interface ListEmptyStateProps {
  /** A search or filter is set: what to change is said, and «Сбросить фильтры» offered. */
  filtered: boolean
  onReset: () => void
  /** @default 'Ничего не найдено' */
  title?: string
  /** @default 'Попробуйте изменить поиск или фильтры.' */
  filteredHint?: string
  /** Said when nothing is filtered: «Пользователей пока нет.» */
  emptyText?: string
}

/** The empty state of a list that can be filtered. */
export function ListEmptyState({
  filtered,
  onReset,
  title,
  filteredHint = 'Попробуйте изменить поиск или фильтры.',
  emptyText,
}: ListEmptyStateProps) {
  return (
    <EmptyState
      title={title}
      description={filtered ? filteredHint : emptyText}
      action={
        filtered ? (
          <Button variant="outline" onClick={onReset}>
            Сбросить фильтры
          </Button>
        ) : undefined
      }
    />
  )
}

export interface ErrorStateProps {
  /** @default 'Не удалось загрузить данные' */
  title?: ReactNode
  /** What went wrong, in Russian (the HttpError's detail). */
  message?: ReactNode
  /** Shows «Повторить»; omit when a retry cannot help. */
  onRetry?: () => void
  /** A retry is under way. */
  retrying?: boolean
  className?: string
}

export function ErrorState({ title = 'Не удалось загрузить данные', message, onRetry, retrying = false, className }: ErrorStateProps) {
  return (
    <Root role="alert" tone="danger" className={className}>
      <Icon>
        <AlertIcon />
      </Icon>
      <Title>{title}</Title>
      {message && <Description>{message}</Description>}
      {onRetry && (
        <Action>
          <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
            Повторить
          </Button>
        </Action>
      )}
    </Root>
  )
}
