import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { checkbox } from 'styled-system/recipes'
import { CheckIcon, MinusIcon } from './icons'
import { createStyleContext } from './style-context'

const checkboxParts = createStyleContext(checkbox)
const CheckboxRoot = checkboxParts.withProvider(ArkCheckbox.Root, 'root')
const CheckboxControl = checkboxParts.withContext(ArkCheckbox.Control, 'control')
const CheckboxLabel = checkboxParts.withContext(ArkCheckbox.Label, 'label')

export interface CheckboxProps {
  children: ReactNode
  /** `'indeterminate'` for a "some selected" header checkbox. */
  checked?: boolean | 'indeterminate'
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  invalid?: boolean
  name?: string
  value?: string
  className?: string
}

export function Checkbox({ children, checked, defaultChecked, onCheckedChange, ...rest }: CheckboxProps) {
  return (
    <CheckboxRoot
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      {...rest}
    >
      <CheckboxControl>
        <ArkCheckbox.Indicator>
          <CheckIcon />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator indeterminate>
          <MinusIcon />
        </ArkCheckbox.Indicator>
      </CheckboxControl>
      <CheckboxLabel>{children}</CheckboxLabel>
      <ArkCheckbox.HiddenInput />
    </CheckboxRoot>
  )
}
