import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react'
import type { Struct } from 'superstruct'
import { FormProblem, type FieldNameOf, type FieldsBinding, type FormBinding, type FormErrors, type FormProblems } from '../../lib/form'
import { validate } from '../../lib/validation'

type FieldName<Values> = Extract<keyof Values, string>

export interface FormStateOptions<Values extends object, Checked, Schema> {
  /** Every field of the form with its starting value: empty for a new record, the record's for an edit. */
  initialValues: Values
  /** What was typed before (a draft given back): laid over the initial values. */
  initialEdits?: Partial<Values>
  /** Checks the values on submit (with its coercions); the §5 messages of lib/validation go onto the fields. */
  struct: Struct<Checked, Schema>
  /** Sends the checked value. A throw is shown on the form: a FormProblem's messages on their fields, the rest in the alert. */
  onSubmit: (checked: Checked, values: Values) => Promise<unknown> | void
  /** Where a failure that is no FormProblem goes (state's useForm places a 422 on the fields). @default its message in the alert */
  problemsOf?: (error: unknown, fields: readonly string[]) => FormProblems
  /** A field's message goes when it is changed (a short dialog), rather than at the next submit. @default false */
  clearErrorOnChange?: boolean
}

export interface Form<Values extends object> extends FormBinding, FieldsBinding<Values> {
  /** What the user typed over the initial values; kept after a failed submit. */
  values: Values
  errors: FormErrors<Values>
  setValue: <K extends FieldName<Values>>(name: K, value: Values[K]) => void
  /** name, value and onChange for an Input or Textarea of a string field. */
  textInput: (name: FieldNameOf<Values, string>) => {
    name: string
    value: string
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
  }
  /** Validates and sends, as a submit of the form does; for a button outside any form. */
  submit: () => Promise<void>
  /** Whether anything typed differs from the initial values. */
  dirty: boolean
  /** Puts these edits over the initial values in place of what was typed (a merge after a conflict). */
  replaceEdits: (edits: Partial<Values>) => void
  /** Only what was typed that differs from the initial values. */
  changes: Partial<Values>
}

interface Problems extends FormProblems {
  /** Bumped by every failed attempt with a field in error, so that focus moves again. */
  attempt: number
}

const singleLineTypes = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number'])

/**
 * The console's one form state: values, errors, alert and pending flag, for a drawer, a dialog or a
 * screen. Validates on submit only; Enter in a single-line field, and Ctrl/⌘+Enter in any field (a
 * textarea, a select), submits; a second submit while one is under way is ignored; after a failure the
 * values stay and focus moves to the first field in error. A dialog's form (a name, a reason) is this
 * alone; useForm adds drafts, the unsaved-changes guard and the server's field errors over it.
 */
export function useFormState<Values extends object, Checked, Schema>(options: FormStateOptions<Values, Checked, Schema>): Form<Values> {
  const { initialValues, struct, onSubmit, problemsOf = messageOf, clearErrorOnChange = false } = options
  // Only what the user changed: an edit form whose record arrives later follows it in the other fields.
  const [edits, setEdits] = useState<Partial<Values>>(() => options.initialEdits ?? {})
  const [problems, setProblems] = useState<Problems>({ errors: {}, alert: '', attempt: 0 })
  const [pending, setPending] = useState(false)
  // A ref, not state: a second click in the same tick must already see the first one.
  const pendingRef = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const values: Values = { ...initialValues, ...edits }
  const fields = Object.keys(initialValues)

  useEffect(() => {
    if (problems.attempt > 0) focusFirstInvalid(formRef.current)
  }, [problems.attempt])

  const changes = Object.fromEntries(
    Object.entries(edits).filter(([name, value]) => !Object.is(value, initialValues[name as FieldName<Values>])),
  ) as Partial<Values>

  function fail(found: FormProblems) {
    setProblems((current) => ({
      ...found,
      attempt: Object.keys(found.errors).length > 0 ? current.attempt + 1 : current.attempt,
    }))
  }

  async function submit() {
    if (pendingRef.current) return
    const checked = validate(values, struct)
    if (!checked.ok) {
      fail(placeMessages(Object.entries(checked.errors), fields, ''))
      return
    }
    pendingRef.current = true
    setPending(true)
    setProblems((current) => ({ ...current, errors: {}, alert: '' }))
    try {
      await onSubmit(checked.value, values)
    } catch (error) {
      fail(error instanceof FormProblem ? placeMessages(Object.entries(error.errors), fields, error.message) : problemsOf(error, fields))
    } finally {
      pendingRef.current = false
      setPending(false)
    }
  }

  // One setter for every field; the form's typed setters below narrow what each accepts.
  function setField(name: string, value: unknown) {
    setEdits((current) => ({ ...current, [name]: value }))
    if (clearErrorOnChange) setProblems((current) => ({ ...current, errors: withoutKey(current.errors, name) }))
  }

  // As the browser's own Enter: through the submit button, which refuses while unavailable (a role
  // without the right) or busy; a form without one is submitted directly.
  function submitByKey(form: HTMLFormElement) {
    const button = [...form.elements].find((element) => element instanceof HTMLButtonElement && element.type === 'submit')
    if (button instanceof HTMLButtonElement) button.click()
    else void submit()
  }

  return {
    values,
    errors: problems.errors,
    alert: problems.alert,
    pending,
    setValue: setField,
    setText: setField,
    setFlag: setField,
    textInput: (name) => ({ name, value: String(values[name]), onChange: (event) => setField(name, event.target.value) }),
    submit,
    dirty: Object.keys(changes).length > 0,
    changes,
    replaceEdits: setEdits,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        void submit()
      },
      onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => {
        if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return
        const target = event.target
        if (!(target instanceof HTMLInputElement && singleLineTypes.has(target.type))) return
        event.preventDefault()
        submitByKey(event.currentTarget)
      },
      // Ctrl/⌘+Enter is taken before the field sees it: a select's trigger would open its list instead.
      onKeyDownCapture: (event: KeyboardEvent<HTMLFormElement>) => {
        if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return
        event.preventDefault()
        event.stopPropagation()
        submitByKey(event.currentTarget)
      },
    },
  }
}

function withoutKey(errors: Readonly<Record<string, string>>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name))
}

function messageOf(error: unknown): FormProblems {
  return { errors: {}, alert: error instanceof Error ? error.message : String(error) }
}

/** The field a message path belongs to: 'items.0.name' belongs to 'items'. */
function fieldOf(path: string, fields: readonly string[]): string | undefined {
  const head = path.split('.')[0] ?? ''
  return fields.includes(head) ? head : undefined
}

/** Messages onto their fields (the first one per field); any other ones go to the alert, else `fallbackAlert` when no field has one. */
export function placeMessages(messages: readonly [string, string][], fields: readonly string[], fallbackAlert: string): FormProblems {
  const errors: Record<string, string> = {}
  const stray: string[] = []
  for (const [path, message] of messages) {
    const field = fieldOf(path, fields)
    if (field === undefined) stray.push(message)
    else errors[field] ??= message
  }
  const alert = stray.length > 0 ? stray.join(' ') : Object.keys(errors).length === 0 ? fallbackAlert : ''
  return { errors, alert }
}

/** Focuses the first control marked invalid that can take focus (a hidden native select cannot). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  for (const control of form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []) {
    control.focus()
    if (document.activeElement === control) return
  }
}
