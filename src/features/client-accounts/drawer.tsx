import { boolean, object, size, trimmed } from 'superstruct'
import { phonePattern, text } from '../../../contract/schemas/common'
import { email, nullWhenBlank, stringFormat } from '../../lib/input-structs'
import { recordForm, RecordFormDrawer } from '../../records/record-drawer'
import type { LazyDrawerProps } from '../../ui'
import { clientAccounts } from './record-type'

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

const { fields } = clientAccounts

const form = recordForm(clientAccounts, {
  emptyValues: { name: '', company: '', contact_email: '', contact_phone: '', is_active: true } satisfies ClientAccountValues,
  valuesOf: (account) => ({
    name: account.name,
    company: account.company,
    contact_email: account.contact_email,
    contact_phone: account.contact_phone ?? '',
    is_active: account.is_active,
  }),
  struct: clientAccountForm,
  fields: [
    { kind: 'text', name: 'name', label: fields.name.label, required: true },
    { kind: 'text', name: 'company', label: fields.company.label },
    { kind: 'text', name: 'contact_email', label: fields.contact_email.label, required: true },
    { kind: 'text', name: 'contact_phone', label: fields.contact_phone.label, helperText: 'Например, +7 916 123-45-67' },
    { kind: 'switch', name: 'is_active', label: fields.is_active.label },
  ],
})

/** `?drawer=client-account` creates an account; `?drawer=client-account&client-account=<uuid>` edits or deletes one. */
export function ClientAccountDrawer(props: LazyDrawerProps) {
  return <RecordFormDrawer {...props} type={clientAccounts} form={form} />
}
