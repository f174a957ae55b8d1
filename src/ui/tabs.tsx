import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { tabs } from 'styled-system/recipes'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(tabs)
const Root = withProvider(ArkTabs.Root, 'root')
const List = withContext(ArkTabs.List, 'list')
const Trigger = withContext(ArkTabs.Trigger, 'trigger')
const Content = withContext(ArkTabs.Content, 'content')

export interface TabItem<V extends string = string> {
  value: V
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps<V extends string = string> {
  /** Names the tab list. */
  label: string
  items: readonly TabItem<V>[]
  /** Controlled (e.g. from the URL). */
  value?: V
  defaultValue?: V
  onValueChange?: (value: V) => void
  className?: string
}

/** Ark Tabs: arrow keys move between tabs; only the selected panel is mounted. */
export function Tabs<V extends string = string>({ label, items, value, defaultValue, onValueChange, className }: TabsProps<V>) {
  return (
    <Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      // Ark reports the value of one of `items`, hence a V.
      onValueChange={(details: { value: string }) => onValueChange?.(details.value as V)}
      lazyMount
      unmountOnExit
      className={className}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Content key={item.value} value={item.value}>
          {item.content}
        </Content>
      ))}
    </Root>
  )
}
