import { boolean, object, size, trimmed } from 'superstruct'
import type { ClientAccount } from '../../../contract/schemas/client-accounts'
import { phonePattern, text } from '../../../contract/schemas/common'
import { clientAccountsResource } from '../../api/client-accounts'
import { RecordHistory } from '../../entities/audit-log/journal-feed'
import { RecordPresence } from '../../entities/presence/record-presence'
import { email, nullWhenBlank, stringFormat } from '../../lib/input-structs'
import { clientAccountAtoms } from '../../state/domain/client-accounts'
import { useResourceForm, type ResourceFormModel } from '../../state/lists/use-resource-form'
import { usePresence } from '../../state/live/use-presence'
import { ResourceFormDrawer, type LazyDrawerProps, type ResourceFormDescription } from '../../ui'
import { clientAccountDeletion, clientAccountFieldLabels, clientAccountNotices } from './notices'

interface ClientAccountValues {
  name: string
  company: string
  contact_email: string
  /** '' for none (sent as null). */
  contact_phone: string
  is_active: boolean
}

/** Every bound of the contract: name 1..120, company ≤ 200, an e-mail of ≤ 254 characters, the phone's format. */
const clientAccountForm = object({
  name: trimmed(text(1, 120)),
  company: trimmed(text(0, 200)),
  contact_email: size(email(), 1, 254),
  contact_phone: nullWhenBlank(stringFormat('номер телефона', phonePattern)),
  is_active: boolean(),
})

const model: ResourceFormModel<ClientAccount, ClientAccountValues, typeof clientAccountForm.TYPE> = {
  emptyValues: { name: '', company: '', contact_email: '', contact_phone: '', is_active: true },
  valuesOf: (account) => ({
    name: account.name,
    company: account.company,
    contact_email: account.contact_email,
    contact_phone: account.contact_phone ?? '',
    is_active: account.is_active,
  }),
  struct: clientAccountForm,
  subject: 'кабинет',
}

const description: ResourceFormDescription<ClientAccount, ClientAccountValues> = {
  fields: [
    { kind: 'text', name: 'name', label: clientAccountFieldLabels.name, required: true },
    { kind: 'text', name: 'company', label: clientAccountFieldLabels.company },
    { kind: 'text', name: 'contact_email', label: clientAccountFieldLabels.contact_email, required: true },
    { kind: 'text', name: 'contact_phone', label: clientAccountFieldLabels.contact_phone, helperText: 'Например, +7 916 123-45-67' },
    { kind: 'switch', name: 'is_active', label: clientAccountFieldLabels.is_active },
  ],
  createTitle: 'Новый кабинет',
  editTitle: (account) => (account ? `Кабинет «${account.name}»` : 'Кабинет'),
  deletion: clientAccountDeletion,
}

/** `?drawer=client-account` creates an account; `?drawer=client-account&client-account=<uuid>` edits or deletes one. */
export function ClientAccountDrawer({ record, onClose }: LazyDrawerProps) {
  const controller = useResourceForm({
    resource: clientAccountsResource,
    atoms: clientAccountAtoms,
    model,
    notices: clientAccountNotices,
    recordId: record,
    onClose,
  })
  usePresence('client_account', record, controller.form.dirty ? 'editing' : 'viewing')
  return (
    <ResourceFormDrawer
      description={
        record
          ? { ...description, recordNotice: () => <RecordPresence resource="client_account" uuid={record} subject="Кабинет" /> }
          : description
      }
      controller={controller}
      onClose={onClose}
      history={record && <RecordHistory targetUuid={record} />}
    />
  )
}
