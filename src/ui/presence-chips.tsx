import { css } from 'styled-system/css'
import { Badge } from './badge'

export interface PresentPerson {
  email: string
  mode: 'viewing' | 'editing'
}

export interface PresenceChipsProps {
  people: readonly PresentPerson[]
  /** At most this many are named; the rest are counted («и ещё N»). @default 3 */
  shown?: number
}

const modeLabels: Record<PresentPerson['mode'], string> = { viewing: 'Смотрит', editing: 'Редактирует' }

/** Who else is on a record: «Смотрит: a@b», «Редактирует: c@d», three at most, then «и ещё N». Nothing when nobody. */
export function PresenceChips({ people, shown = 3 }: PresenceChipsProps) {
  if (people.length === 0) return null
  const named = people.slice(0, shown)
  const more = people.length - named.length
  return (
    <span data-presence className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })}>
      {named.map((person) => (
        <Badge key={person.email} tone={person.mode === 'editing' ? 'warning' : 'neutral'}>
          {modeLabels[person.mode]}: {person.email}
        </Badge>
      ))}
      {more > 0 ? <Badge>и ещё {more}</Badge> : null}
    </span>
  )
}
