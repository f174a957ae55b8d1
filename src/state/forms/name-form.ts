import { object, string } from 'superstruct'
import type { NameForm } from '../../lib/form'
import { useFormState } from './form-state'

// The name is checked by its owner on submit (empty, too long, taken), which says why in its own words.
const nameForm = object({ name: string() })

/** The form of a name (ui `SavedViewsMenu`'s «Сохранить вид» and «Переименовать вид»): a refusal thrown as a FormProblem shows at the field. */
export function useNameForm(initialName: string, onSubmit: (name: string) => void): NameForm {
  return useFormState({
    initialValues: { name: initialName },
    struct: nameForm,
    onSubmit: ({ name }) => onSubmit(name),
    clearErrorOnChange: true,
  })
}
