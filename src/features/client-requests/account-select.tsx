import { useState, type ReactNode } from 'react'
import { describeError } from '../../api/errors'
import { useAccountOptions } from '../../state/domain/client-accounts'
import { EntitySelect, type EntityOption } from '../../ui'

export interface AccountSelectProps {
  label: string
  /** The chosen account's uuid; '' for none. */
  value: string
  /** The chosen account's name when the options found so far may not hold it. */
  valueLabel?: string
  onValueChange: (accountUuid: string) => void
  error?: ReactNode
  required?: boolean
}

/** «Кабинет»: a client account found by typing its name or company, searched on the server. */
export function AccountSelect({ label, value, valueLabel, onValueChange, error, required }: AccountSelectProps) {
  const [search, setSearch] = useState('')
  const result = useAccountOptions(search)
  const options: EntityOption[] = (result.data?.results ?? []).map((account) => ({
    value: account.client_request_account_uuid,
    label: account.name,
    description: account.company || undefined,
  }))
  return (
    <EntitySelect
      label={label}
      value={value}
      valueLabel={valueLabel}
      onValueChange={(accountUuid) => onValueChange(accountUuid)}
      options={options}
      onSearchChange={setSearch}
      loading={result.isFetching}
      loadError={result.isError ? describeError(result.error) : undefined}
      placeholder="Название или компания"
      error={error}
      required={required}
    />
  )
}
