import { useContext, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react'
import type { Struct } from 'superstruct'
import { describeError, isHttpError } from '../../api/errors'
import type { FieldNameOf, FieldsBinding, FormBinding, FormErrors } from '../../lib/form'
import { validate } from '../../lib/validation'
import type { Draft } from './draft-storage'
import { FormKeeperContext } from './form-keeper'

type FieldName<Values> = Extract<keyof Values, string>

export interface UseFormOptions<Values extends object, Checked, Schema> {
  /** Every field of the form with its starting value: empty for a new record, the record's for an edit. */
  initialValues: Values
  /** Checks the values on submit (with its coercions); the §5 messages go onto the fields. */
  struct: Struct<Checked, Schema>
  /** Sends the checked value. A throw is shown on the form: field errors on their fields, the rest in the alert. */
  onSubmit: (checked: Checked, values: Values) => Promise<unknown>
  /**
   * The alert's sentence for a failure no field explains (e.g. a 409 in plain Russian); answer
   * undefined to fall back to describeError.
   */
  describeFailure?: (error: unknown) => string | undefined
  /**
   * The record the typing stands over (an edit of a versioned record), kept with the draft: a draft
   * restored over a record that changed since is merged, not laid over it. Until one is given, a
   * restored draft keeps its own.
   */
  draftBase?: unknown
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
  /** The draft given back when the form appeared (after a reload), with the record it was typed over. */
  restored: RestoredDraft<Values> | undefined
}

export interface RestoredDraft<Values> {
  edits: Partial<Values>
  base: unknown
}

interface Problems {
  errors: Record<string, string>
  alert: string
  /** Bumped by every failed attempt with a field in error, so that focus moves again. */
  attempt: number
}

const singleLineTypes = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number'])

/**
 * A form's values, errors, alert and pending flag. Validates on submit only; Enter in a single-line
 * field, and Ctrl/⌘+Enter in any field (a textarea, a select), submits; a second submit while one is under way is
 * ignored; after a failure the values stay and focus moves to the first field in error.
 */
export function useForm<Values extends object, Checked, Schema>(options: UseFormOptions<Values, Checked, Schema>): Form<Values> {
  const { initialValues, struct, onSubmit, describeFailure, draftBase } = options
  // Inside a URL drawer: what is typed is kept for a reload, and asked about before the drawer closes.
  const keeper = useContext(FormKeeperContext)
  const [restored] = useState<RestoredDraft<Values> | undefined>(() => {
    const draft = keeper?.restore()
    return draft && { edits: restoredEdits(draft.edits, initialValues), base: draft.base }
  })
  // Only what the user changed: an edit form whose record arrives later follows it in the other fields.
  const [edits, setEdits] = useState<Partial<Values>>(() => restored?.edits ?? {})
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

  const changed = Object.entries(edits).filter(([name, value]) => !Object.is(value, initialValues[name as FieldName<Values>]))
  const draftKey = JSON.stringify({ edits: Object.fromEntries(changed), base: draftBase === undefined ? restored?.base : draftBase })
  useEffect(() => {
    if (!keeper) return
    const draft = JSON.parse(draftKey) as Draft
    keeper.keep(draft, Object.keys(draft.edits).length > 0)
    // Gone (closed, or another drawer): nothing of this form is to keep or ask about.
    return () => keeper.keep({ edits: {} }, false)
  }, [keeper, draftKey])

  function fail(found: { errors: Record<string, string>; alert: string }) {
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
    keeper?.submitting(true)
    try {
      await onSubmit(checked.value, values)
      keeper?.release()
    } catch (error) {
      fail(serverProblems(error, fields, describeFailure?.(error) ?? describeError(error)))
    } finally {
      keeper?.submitting(false)
      pendingRef.current = false
      setPending(false)
    }
  }

  // One setter for every field; the form's typed setters below narrow what each accepts.
  function setField(name: string, value: unknown) {
    setEdits((current) => ({ ...current, [name]: value }))
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return
    const target = event.target
    if (!(target instanceof HTMLInputElement && singleLineTypes.has(target.type))) return
    event.preventDefault()
    submitByKey(event.currentTarget)
  }

  // As the browser's own Enter: through the submit button, which refuses while unavailable (a role
  // without the right) or busy; a form without one is submitted directly.
  function submitByKey(form: HTMLFormElement) {
    const button = [...form.elements].find((element) => element instanceof HTMLButtonElement && element.type === 'submit')
    if (button instanceof HTMLButtonElement) button.click()
    else void submit()
  }

  // Ctrl/⌘+Enter is taken before the field sees it: a select's trigger would open its list instead.
  function onKeyDownCapture(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.nativeEvent.isComposing) return
    event.preventDefault()
    event.stopPropagation()
    submitByKey(event.currentTarget)
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
    dirty: changed.length > 0,
    replaceEdits: setEdits,
    restored,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        void submit()
      },
      onKeyDown,
      onKeyDownCapture,
    },
  }
}

/** A kept draft's values that still fit the form: its own fields, of the same type. */
function restoredEdits<Values extends object>(draft: Record<string, unknown> | undefined, initialValues: Values): Partial<Values> {
  if (!draft) return {}
  const initial = initialValues as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(draft).filter(([name, value]) => name in initial && typeof value === typeof initial[name]),
  ) as Partial<Values>
}

/** The field a message path belongs to: 'items.0.name' belongs to 'items'. */
function fieldOf(path: string, fields: readonly string[]): string | undefined {
  const head = path.split('.')[0] ?? ''
  return fields.includes(head) ? head : undefined
}

/** Messages onto their fields (the first one per field); any other ones go to the alert. */
function placeMessages(messages: [string, string][], fields: readonly string[], fallbackAlert: string) {
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

/** A 422 or DRF-style 400 onto the fields; everything else (and what no field owns) into the alert. */
function serverProblems(error: unknown, fields: readonly string[], description: string) {
  if (!isHttpError(error)) return { errors: {}, alert: description }
  const messages: [string, string][] = Object.entries(error.fieldErrors).flatMap(([path, list]) =>
    list.map((message): [string, string] => [path, message]),
  )
  const placed = placeMessages(messages, fields, '')
  const alert = [...error.formErrors, placed.alert].filter(Boolean).join(' ')
  const explained = alert !== '' || Object.keys(placed.errors).length > 0
  return { errors: placed.errors, alert: explained ? alert : description }
}

/** Focuses the first control marked invalid that can take focus (a hidden native select cannot). */
function focusFirstInvalid(form: HTMLFormElement | null) {
  for (const control of form?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? []) {
    control.focus()
    if (document.activeElement === control) return
  }
}
