import type { ReactNode } from 'react'
import { Field, Input, Textarea } from './field'
import type { FilterOption } from './list-filters'
import { Select } from './select'
import { Switch } from './switch'

type KeysOf<Values, Value> = { [K in keyof Values]: Values[K] extends Value ? K : never }[keyof Values] & string

interface FieldBase {
  label: string
  /** Marks the label with «*»; the struct decides what is really required. */
  required?: boolean
  helperText?: string
}

/**
 * One field of a resource's form, as data; `name` is the form value's key (and the body's, so
 * that a server error on that field lands on it):
 * - `text` (with an input type), `number` (typed as text, read by the struct), `textarea`;
 * - `select`: one of `options` (Russian labels);
 * - `switch`: on or off;
 * - `custom`: anything else (an entity select), rendered by the description.
 */
export type FormField<Values> = FieldBase &
  (
    | { kind: 'text'; name: KeysOf<Values, string>; type?: 'text' | 'email' | 'tel'; autoComplete?: string }
    | { kind: 'number'; name: KeysOf<Values, string> }
    | { kind: 'textarea'; name: KeysOf<Values, string>; rows?: number }
    | { kind: 'select'; name: KeysOf<Values, string>; options: readonly FilterOption[] }
    | { kind: 'switch'; name: KeysOf<Values, boolean> }
    | { kind: 'custom'; name: keyof Values & string; render: (props: CustomFieldProps<Values>) => ReactNode }
  )

export interface CustomFieldProps<Values> {
  values: Values
  error: string | undefined
  setValue: <K extends keyof Values & string>(name: K, value: Values[K]) => void
}

/** What a form hook (state `useForm`) gives its fields. */
export interface FormFieldsBinding<Values> {
  values: Values
  errors: Partial<Record<keyof Values & string, string>>
  setValue: <K extends keyof Values & string>(name: K, value: Values[K]) => void
}

export interface ResourceFormFieldsProps<Values> {
  fields: readonly FormField<Values>[]
  form: FormFieldsBinding<Values>
}

/** A resource's form fields from their description, each with its label and its error. */
export function ResourceFormFields<Values>({ fields, form }: ResourceFormFieldsProps<Values>) {
  // The names are typed by value kind above; the record view only reads what the name promises.
  const values = form.values as Record<string, unknown>
  const set = (name: string, value: unknown) => form.setValue(name as keyof Values & string, value as Values[keyof Values & string])
  return fields.map((field) => {
    const error = form.errors[field.name]
    const text = { name: field.name, value: String(values[field.name]) }
    switch (field.kind) {
      case 'select':
        return (
          <Select
            key={field.name}
            label={field.label}
            required={field.required}
            items={field.options}
            value={text.value === '' ? [] : [text.value]}
            onValueChange={(chosen) => set(field.name, chosen[0] ?? '')}
            error={error}
          />
        )
      case 'switch':
        return (
          <Switch key={field.name} checked={values[field.name] === true} onCheckedChange={(on) => set(field.name, on)}>
            {field.label}
          </Switch>
        )
      case 'custom':
        return <div key={field.name}>{field.render({ values: form.values, error, setValue: form.setValue })}</div>
      default:
        return (
          <Field key={field.name} label={field.label} required={field.required} helperText={field.helperText} error={error}>
            {field.kind === 'textarea' ? (
              <Textarea {...text} rows={field.rows ?? 4} onChange={(event) => set(field.name, event.target.value)} />
            ) : (
              <Input
                {...text}
                type={field.kind === 'text' ? (field.type ?? 'text') : 'text'}
                inputMode={field.kind === 'number' ? 'decimal' : undefined}
                autoComplete={field.kind === 'text' ? (field.autoComplete ?? 'off') : 'off'}
                onChange={(event) => set(field.name, event.target.value)}
              />
            )}
          </Field>
        )
    }
  })
}
