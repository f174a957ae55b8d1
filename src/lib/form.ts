import type { FormEvent, KeyboardEvent, RefObject } from 'react'

/**
 * What a form element needs from the form hook (state/use-form) and what a form's frame
 * (ui/FormDrawer, a screen) shows of it: spread `formProps` on the <form>.
 */
export interface FormBinding {
  formProps: {
    ref: RefObject<HTMLFormElement | null>
    noValidate: true
    onSubmit: (event: FormEvent<HTMLFormElement>) => void
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void
    onKeyDownCapture: (event: KeyboardEvent<HTMLFormElement>) => void
  }
  /** What went wrong that no field explains; '' when nothing. */
  alert: string
  pending: boolean
}

/** The record an edit drawer works on: its form shows once the record is there. */
export type RecordLoad =
  | { status: 'ready' }
  | { status: 'loading' }
  | {
      status: 'failed'
      /** «Запись не найдена», «Не удалось загрузить …». */
      title: string
      message?: string
      /** Shows «Повторить». */
      onRetry?: () => void
      retrying?: boolean
    }

type FieldName<Values> = Extract<keyof Values, string>

/** The fields of `Values` holding a value of type `Kind`. */
export type FieldNameOf<Values, Kind> = { [K in FieldName<Values>]: Values[K] extends Kind ? K : never }[FieldName<Values>]

/** One message per field in error. */
export type FormErrors<Values> = Partial<Record<FieldName<Values>, string>>

/** What a form's fields need from the form hook: values, errors and typed setters. */
export interface FieldsBinding<Values> {
  values: Values
  errors: FormErrors<Values>
  setText: (name: FieldNameOf<Values, string>, text: string) => void
  setFlag: (name: FieldNameOf<Values, boolean>, on: boolean) => void
}

/** The form of one name (a saved view's), from state's form kit. */
export type NameForm = FormBinding & FieldsBinding<{ name: string }>

/** What a failed submit shows: messages on their fields, and the alert for what no field explains. */
export interface FormProblems {
  errors: Record<string, string>
  alert: string
}

/**
 * A submit's refusal said at the fields (a name already taken): thrown by a form's `onSubmit`, its
 * messages go onto their fields and focus to the first of them; its own message to the alert when no
 * field takes one.
 */
export class FormProblem extends Error {
  readonly errors: Readonly<Record<string, string>>

  constructor(errors: Readonly<Record<string, string>>, alert = '') {
    super(alert)
    this.errors = errors
  }
}
