import type { ReactNode } from 'react'
import type { FieldNameOf, FieldsBinding } from '../lib/form'
import { Checkbox } from './checkbox'
import { Field, Input } from './field'
import { Select, type SelectItem } from './select'
import { Switch } from './switch'
import { Textarea } from './textarea'

interface FieldCommon {
  /** The Russian label. */
  label: string
  helperText?: ReactNode
}

/**
 * One field of a form described as data. Values are what the inputs hold: text for text, number
 * and select fields (the struct parses them), booleans for switches and checkboxes. `custom`
 * renders anything else, e.g. an EntitySelect wired to a server list.
 */
export type FieldSpec<Values> =
  | (FieldCommon & {
      kind: 'text' | 'textarea' | 'number'
      name: FieldNameOf<Values, string>
      required?: boolean
      placeholder?: string
    })
  | (FieldCommon & { kind: 'select'; name: FieldNameOf<Values, string>; options: readonly SelectItem[]; required?: boolean })
  | { kind: 'switch' | 'checkbox'; name: FieldNameOf<Values, boolean>; label: string }
  | {
      kind: 'custom'
      name: string
      render: () => ReactNode
      /** What a change of the field is shown as (a merge after a conflict): its label, and a value in words. */
      label?: string
      valueText?: (value: unknown) => string
    }

export interface FormFieldsProps<Values> {
  fields: readonly FieldSpec<Values>[]
  /** The form hook's result (state/use-form). */
  form: FieldsBinding<Values>
}

/** Renders described fields with their labels, helper texts and errors, in order. */
export function FormFields<Values>({ fields, form }: FormFieldsProps<Values>) {
  return fields.map((spec) => <DescribedField key={spec.name} spec={spec} form={form} />)
}

function DescribedField<Values>({ spec, form }: { spec: FieldSpec<Values>; form: FieldsBinding<Values> }) {
  switch (spec.kind) {
    case 'custom':
      return spec.render()
    case 'switch':
    case 'checkbox': {
      const Toggle = spec.kind === 'switch' ? Switch : Checkbox
      return (
        <Toggle name={spec.name} checked={form.values[spec.name] === true} onCheckedChange={(on) => form.setFlag(spec.name, on)}>
          {spec.label}
        </Toggle>
      )
    }
    case 'select':
      return (
        <Select
          label={spec.label}
          items={spec.options}
          name={spec.name}
          required={spec.required}
          error={form.errors[spec.name]}
          value={form.values[spec.name] === '' ? [] : [String(form.values[spec.name])]}
          onValueChange={(values) => form.setText(spec.name, values[0] ?? '')}
        />
      )
    default: {
      const value = String(form.values[spec.name])
      const onChange = (event: { target: { value: string } }) => form.setText(spec.name, event.target.value)
      return (
        <Field label={spec.label} helperText={spec.helperText} error={form.errors[spec.name]} required={spec.required}>
          {spec.kind === 'textarea' ? (
            <Textarea name={spec.name} rows={3} placeholder={spec.placeholder} value={value} onChange={onChange} />
          ) : (
            <Input
              name={spec.name}
              inputMode={spec.kind === 'number' ? 'decimal' : undefined}
              autoComplete="off"
              placeholder={spec.placeholder}
              value={value}
              onChange={onChange}
            />
          )}
        </Field>
      )
    }
  }
}

/** A field's value in words, as a list of changes shows it: an option's label, «Да», «—» for empty. */
export function fieldValueText<Values>(spec: FieldSpec<Values>, value: unknown): string {
  if (spec.kind === 'custom' && spec.valueText) return spec.valueText(value)
  if (spec.kind === 'switch' || spec.kind === 'checkbox') return value === true ? 'Да' : 'Нет'
  if (value === '' || value === null || value === undefined) return '—'
  if (spec.kind === 'select') return spec.options.find((option) => option.value === value)?.label ?? String(value)
  return String(value)
}

/** A field's label, as a list of changes shows it. */
export function fieldLabel<Values>(spec: FieldSpec<Values>): string {
  return spec.label ?? spec.name
}
