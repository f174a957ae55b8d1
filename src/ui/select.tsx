import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { useContext, useId, useMemo, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { select } from 'styled-system/recipes'
import { hasContent } from './has-content'
import { CheckIcon, ChevronDownIcon } from './icons'
import { InsideOverlayContext } from './overlay-context'
import { RequiredMark } from './required-mark'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(select)
const Root = withProvider(ArkSelect.Root, 'root')
const Label = withContext(ArkSelect.Label, 'label')
const Control = withContext(ArkSelect.Control, 'control')
const Trigger = withContext(ArkSelect.Trigger, 'trigger')
const ValueText = withContext(ArkSelect.ValueText, 'valueText')
const Indicator = withContext(ArkSelect.Indicator, 'indicator')
const Positioner = withContext(ArkSelect.Positioner, 'positioner')
const Content = withContext(ArkSelect.Content, 'content')
const Item = withContext(ArkSelect.Item, 'item')
const ItemText = withContext(ArkSelect.ItemText, 'itemText')
const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator')
const ErrorText = withContext('span', 'errorText')

const visuallyHidden = css({ srOnly: true })

export interface SelectItem<V extends string = string> {
  value: V
  label: string
  disabled?: boolean
}

export interface SelectProps<V extends string = string> {
  label: ReactNode
  /** Keep the label for assistive technology only (toolbars, filters). */
  hideLabel?: boolean
  items: readonly SelectItem<V>[]
  /** Controlled selection; a single select holds at most one value. */
  value?: V[]
  defaultValue?: V[]
  onValueChange?: (values: V[]) => void
  multiple?: boolean
  placeholder?: string
  /** @default 'md' */
  size?: 'sm' | 'md'
  disabled?: boolean
  required?: boolean
  /** The validation message; when present the select is invalid and describes itself by it. */
  error?: ReactNode
  /** Submits the value with a form (a hidden native select). */
  name?: string
  className?: string
}

/** Ark Select over a plain `{ value, label }[]` list; the values are strings, as in the URL. */
export function Select<V extends string = string>({
  label,
  hideLabel = false,
  items,
  value,
  defaultValue,
  onValueChange,
  multiple = false,
  placeholder = 'Не выбрано',
  size,
  disabled,
  required,
  error,
  name,
  className,
}: SelectProps<V>) {
  // Typed loosely because the styled Root erases Ark's item generic; Ark reads value, label and disabled.
  const collection = useMemo(() => createListCollection<unknown>({ items: [...items] }), [items])
  const errorId = useId()
  const insideOverlay = useContext(InsideOverlayContext)
  const invalid = hasContent(error)
  return (
    <Root
      collection={collection}
      size={size}
      value={value}
      defaultValue={defaultValue}
      // Ark hands back plain strings; they are the values of `items`, hence of V.
      onValueChange={(details) => onValueChange?.(details.value as V[])}
      multiple={multiple}
      disabled={disabled}
      required={required}
      invalid={invalid}
      name={name}
      // Fixed, so that a list rendered in place inside a drawer is not clipped by its scrolling body.
      positioning={{ sameWidth: false, gutter: 4, strategy: insideOverlay ? 'fixed' : 'absolute' }}
      className={className}
    >
      <Label className={hideLabel ? visuallyHidden : undefined}>
        {label}
        <RequiredMark required={required} />
      </Label>
      <Control>
        <Trigger aria-describedby={invalid ? errorId : undefined} aria-invalid={invalid || undefined}>
          <ValueText placeholder={placeholder} />
          <Indicator>
            <ChevronDownIcon />
          </Indicator>
        </Trigger>
      </Control>
      {invalid && <ErrorText id={errorId}>{error}</ErrorText>}
      <Portal disabled={insideOverlay}>
        <Positioner>
          <Content>
            {items.map((item) => (
              <Item key={item.value} item={item}>
                <ItemText>{item.label}</ItemText>
                <ItemIndicator>
                  <CheckIcon />
                </ItemIndicator>
              </Item>
            ))}
          </Content>
        </Positioner>
      </Portal>
      {name !== undefined && <ArkSelect.HiddenSelect />}
    </Root>
  )
}
