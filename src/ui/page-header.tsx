import type { ReactNode } from 'react'
import { pageHeader } from 'styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(pageHeader)
const Root = withProvider('header', 'root')
const Text = withContext('div', 'text')
const Title = withContext('h1', 'title')
const Description = withContext('p', 'description')
const Actions = withContext('div', 'actions')

export interface PageHeaderProps {
  /** The screen's one h1. */
  title: ReactNode
  description?: ReactNode
  /** The screen's main actions, at the end of the row. */
  actions?: ReactNode
  className?: string
}

export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  )
}
