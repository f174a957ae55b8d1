import { css } from 'styled-system/css'
import type { LiveResource } from '../../../contract/schemas/live'
import { useOthersPresent } from '../../state/live/hooks'
import { PresenceChips } from '../../ui'

const editingNote = css({ color: 'warning.text', fontSize: 'sm', m: 0 })

export interface RecordPresenceProps {
  resource: LiveResource
  uuid: string
  /** How the warning names the record, as its subject: «Запрос», «Норму», «Кабинет». */
  subject: string
}

/** In a record's drawer: who else is on it now, and, before one saves, that someone else is editing it. Nothing without the stream. */
export function RecordPresence({ resource, uuid, subject }: RecordPresenceProps) {
  const people = useOthersPresent(resource, uuid)
  const editors = people.filter((person) => person.mode === 'editing').map((person) => person.email)
  if (people.length === 0) return null
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
      <PresenceChips people={people} />
      {editors.length > 0 && (
        <p role="status" className={editingNote}>
          {subject} сейчас редактирует {editors.join(', ')}: если оба сохраните, несовпадающие поля придётся выбрать.
        </p>
      )}
    </div>
  )
}
