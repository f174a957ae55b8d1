import { useMemo } from 'react'
import type { LiveResource } from '../../../contract/schemas/live'
import { useLiveAvailable, useOthersPresent } from '../../state/live/hooks'
import { PresenceChips, type TableColumn } from '../../ui'

export interface RowPresenceProps {
  resource: LiveResource
  uuid: string
}

/** In a record's row: who else is on it now («Смотрит: …», «Редактирует: …»); nothing without the stream. */
export function RowPresence({ resource, uuid }: RowPresenceProps) {
  return <PresenceChips people={useOthersPresent(resource, uuid)} />
}

/**
 * A record list's columns with «Кто здесь» last: who else has each record open. Not on a backend
 * without the live extension (it would stay empty).
 */
export function useColumnsWithPresence<Row>(
  columns: readonly TableColumn<Row>[],
  resource: LiveResource,
  uuidOf: (row: Row) => string,
): readonly TableColumn<Row>[] {
  const available = useLiveAvailable()
  return useMemo(
    () =>
      available
        ? [
            ...columns,
            {
              id: 'presence',
              header: 'Кто здесь',
              width: '14rem',
              rowLink: false,
              cell: (row: Row) => <RowPresence resource={resource} uuid={uuidOf(row)} />,
            },
          ]
        : columns,
    [available, columns, resource, uuidOf],
  )
}
