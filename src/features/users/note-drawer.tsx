import { object, size, string, trimmed } from 'superstruct'
import { noteMaxLength } from '../../../contract/schemas/timeline'
import { customerName } from '../../entities/customer/customer'
import { notify } from '../../lib/notices'
import { useForm } from '../../state/forms/use-form'
import { Field, FormDrawer, Skeleton, Textarea, type LazyDrawerProps } from '../../ui'
import { useCreateNote, useEditNote } from './timeline/notes'
import { useTimelinePage } from './timeline/queries'
import { useDrawerCustomer } from './use-drawer-customer'

/** The note being edited, when the address names one (`note=<uuid>`). */
const noteParam = 'note'

const noteForm = object({ text: trimmed(size(string(), 1, noteMaxLength)) })

/**
 * A staff note about a customer (`?drawer=note&customer=<uuid>`, `&note=<uuid>` to edit one):
 * Ctrl+Enter saves; what is typed is kept for a reload and asked about before leaving, as in
 * every drawer. An edited note is read from the feed's first page of notes (it is at most 15 minutes old).
 */
export function NoteDrawer({ record: customerUuid, params, onClose }: LazyDrawerProps) {
  const { customer, record } = useDrawerCustomer(customerUuid)
  const noteUuid = params.get(noteParam) ?? ''
  const notes = useTimelinePage({ customerUuid: noteUuid === '' ? '' : customerUuid, kinds: ['note'], page: 1, pageSize: 25 })
  const editing = notes.data?.results.find((item) => item.target_uuid === noteUuid)
  const { mutateAsync: create } = useCreateNote()
  const { mutateAsync: edit } = useEditNote()
  const form = useForm({
    initialValues: { text: editing?.text ?? '' },
    struct: noteForm,
    onSubmit: async ({ text }) => {
      if (noteUuid === '') await create({ customerUuid, text })
      else await edit({ customerUuid, noteUuid, text })
      notify({ type: 'success', title: noteUuid === '' ? 'Заметка сохранена' : 'Заметка изменена' })
      onClose()
    },
  })
  return (
    <FormDrawer
      title={noteUuid === '' ? 'Заметка о пользователе' : 'Изменить заметку'}
      description={
        customer ? `${customerName(customer)} (${customer.email})` : record.status === 'failed' ? undefined : <Skeleton width="16rem" />
      }
      onClose={onClose}
      form={form}
      record={record}
      submitLabel="Сохранить"
    >
      <Field
        label="Текст заметки"
        helperText={`Не более ${noteMaxLength} символов; Ctrl+Enter — сохранить`}
        error={form.errors.text}
        required
      >
        <Textarea rows={6} {...form.textInput('text')} />
      </Field>
    </FormDrawer>
  )
}
