import type { ReactNode } from 'react'
import { card } from 'styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(card)
const Root = withProvider('section', 'root')
const Header = withContext('div', 'header')
const Title = withContext('h2', 'title')
const Description = withContext('p', 'description')
const Body = withContext('div', 'body')
const Footer = withContext('div', 'footer')

export interface CardProps {
  /** Rendered as an h2 that also names the section. */
  title?: ReactNode
  description?: ReactNode
  /** Controls at the header's end. */
  actions?: ReactNode
  footer?: ReactNode
  children?: ReactNode
  className?: string
  /** Sets aria-busy while the card's content loads. */
  busy?: boolean
}

/** A bordered panel grouping one topic of a screen (a customer's balance, a chart). */
export function Card({ title, description, actions, footer, children, className, busy }: CardProps) {
  return (
    <Root className={className} aria-busy={busy || undefined}>
      {(title || actions) && (
        <Header>
          <div>
            {title && <Title>{title}</Title>}
            {description && <Description>{description}</Description>}
          </div>
          {actions}
        </Header>
      )}
      {children !== undefined && <Body>{children}</Body>}
      {footer && <Footer>{footer}</Footer>}
    </Root>
  )
}
