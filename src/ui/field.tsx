// Ark's parts by name, not its Field namespace: the namespace holds every part (the textarea with its
// autoresize, the select), and the sign-in form loads this module.
import { FieldErrorText, FieldHelperText, FieldInput, FieldLabel, FieldRequiredIndicator, FieldRoot } from '@ark-ui/react/field'
import { createContext, useContext, useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { field, input } from 'styled-system/recipes'
import { hasContent } from './has-content'
import { createStyleContext } from './style-context'

const { withProvider, withContext } = createStyleContext(field)
const Root = withProvider(FieldRoot, 'root')
const Label = withContext(FieldLabel, 'label')
const RequiredIndicator = withContext(FieldRequiredIndicator, 'requiredIndicator')
const HelperText = withContext(FieldHelperText, 'helperText')
const ErrorText = withContext(FieldErrorText, 'errorText')

/**
 * Ark points the control's aria-describedby at the helper text only (the error goes to
 * aria-errormessage, which few screen readers announce); the kit describes the control by both.
 */
const DescribedByContext = createContext<string | undefined>(undefined)

export interface FieldProps {
  label: ReactNode
  /** The control: Input, Textarea (or any Ark Field-aware control). */
  children: ReactNode
  helperText?: ReactNode
  /** The validation message; when present the field is invalid. */
  error?: ReactNode
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
  className?: string
  style?: CSSProperties
}

export function Field({ label, children, helperText, error, required, disabled, readOnly, className, style }: FieldProps) {
  const id = useId()
  const invalid = hasContent(error)
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` }
  const describedBy = [helperText ? ids.helperText : null, invalid ? ids.errorText : null].filter(Boolean).join(' ')
  return (
    <Root ids={ids} invalid={invalid} required={required} disabled={disabled} readOnly={readOnly} className={className} style={style}>
      <Label>
        {label}
        <RequiredIndicator>*</RequiredIndicator>
      </Label>
      <DescribedByContext.Provider value={describedBy || undefined}>{children}</DescribedByContext.Provider>
      {helperText && <HelperText>{helperText}</HelperText>}
      <ErrorText>{error}</ErrorText>
    </Root>
  )
}

/** The control's aria-describedby: the field's helper and error texts, then the control's own. */
export function useDescribedBy(own: string | undefined): string | undefined {
  const fromField = useContext(DescribedByContext)
  return [fromField, own].filter(Boolean).join(' ') || undefined
}

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** @default 'md' */
  size?: 'sm' | 'md'
}

/** A text input; inside a Field it takes the field's id, label, invalid and described-by wiring. */
export function Input({ size, className, 'aria-describedby': describedBy, ...rest }: InputProps) {
  return (
    <FieldInput aria-describedby={useDescribedBy(describedBy)} className={cx(input({ size, multiline: false }), className)} {...rest} />
  )
}

const alertStyle = css({ color: 'danger.text', bg: 'danger.subtle', p: '2.5', rounded: 'md' })

/** The form's alert: a failure no field explains. Renders nothing when there is none. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!hasContent(children)) return null
  return (
    <p role="alert" className={alertStyle}>
      {children}
    </p>
  )
}
