import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ReactNode } from 'react'
import { switchControl } from 'styled-system/recipes'
import { createStyleContext } from './style-context'

const switchParts = createStyleContext(switchControl)
const SwitchRoot = switchParts.withProvider(ArkSwitch.Root, 'root')
const SwitchControl = switchParts.withContext(ArkSwitch.Control, 'control')
const SwitchThumb = switchParts.withContext(ArkSwitch.Thumb, 'thumb')
const SwitchLabel = switchParts.withContext(ArkSwitch.Label, 'label')

export interface SwitchProps {
  children: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
  name?: string
  className?: string
}

/** An on/off setting that applies at once (role="switch"). */
export function Switch({ children, onCheckedChange, ...rest }: SwitchProps) {
  return (
    <SwitchRoot onCheckedChange={(details) => onCheckedChange?.(details.checked)} {...rest}>
      <SwitchControl>
        <SwitchThumb />
      </SwitchControl>
      <SwitchLabel>{children}</SwitchLabel>
      {/* Ark leaves the hidden checkbox without a role; a switch announces itself as one. */}
      <ArkSwitch.HiddenInput role="switch" />
    </SwitchRoot>
  )
}
