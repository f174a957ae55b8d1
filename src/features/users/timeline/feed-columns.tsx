import { css } from 'styled-system/css'
import { noteEditableSeconds, type TimelineItem } from '../../../../contract/schemas/timeline'
import { ReversalLinks, ReverseButton } from '../../../entities/finance-operation/reversal'
import { localDay } from '../../../lib/chart-data'
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Badge, Button, type TableColumn } from '../../../ui'

const timeFormat = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const muted = css({ color: 'fg.muted' })

/** Where an item leads: the operation (the customer's operations of its day), the customer, the journal. */
export function itemHref(item: TimelineItem, customerUuid: string): string {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString()
  const day = localDay(new Date(item.at))
  switch (item.target_type) {
    case 'operation':
      return `${paths.operations.getHref()}?${query({ customer: customerUuid, date_from: day, date_to: day })}`
    case 'customer':
      return item.target_uuid === customerUuid
        ? `${paths.journal.getHref()}?${query({ target: customerUuid })}`
        : paths.user.getHref(item.target_uuid)
    case 'note':
      return `${paths.journal.getHref()}?${query({ target: item.target_uuid })}`
    case 'audit_entry':
      return `${paths.journal.getHref()}?${query({ target: customerUuid, date_from: day, date_to: day })}`
  }
}

/** The day heading an item goes under: дд.мм.гггг in this browser's zone. */
export const itemDay = (item: TimelineItem) => formatDate(item.at)

/** Whether the signed-in admin may still change this note (its author, within 15 minutes). */
export function isOwnFreshNote(item: TimelineItem, ownEmail: string, now: number): boolean {
  return (
    item.kind === 'note' &&
    ownEmail !== '' &&
    item.actor_email?.toLowerCase() === ownEmail &&
    now - Date.parse(item.at) < noteEditableSeconds * 1000
  )
}

/** When the first of these notes that may still be changed stops being so (ms since the epoch), or null. */
export function nextNoteLock(items: readonly TimelineItem[], ownEmail: string, now: number): number | null {
  const ends = items.filter((item) => isOwnFreshNote(item, ownEmail, now)).map((item) => Date.parse(item.at) + noteEditableSeconds * 1000)
  return ends.length === 0 ? null : Math.min(...ends)
}

export interface NoteActions {
  canChange: (item: TimelineItem) => boolean
  edit: (item: TimelineItem) => void
  remove: (item: TimelineItem) => void
}

export function feedColumns(actions: NoteActions): TableColumn<TimelineItem>[] {
  return [
    {
      id: 'time',
      header: 'Время',
      kind: 'date',
      cell: (item) => (
        <time dateTime={item.at} title={formatDateTime(item.at)}>
          {timeFormat.format(new Date(item.at))}
        </time>
      ),
    },
    {
      id: 'what',
      header: 'Что произошло',
      cell: (item) => (
        <>
          {item.title}
          {item.text !== null && <span className={muted}> · {item.text}</span>}
          {item.operation && <ReversalLinks operation={item.operation} />}
          {item.edited_at && (
            <>
              {' '}
              <Badge tone="neutral">Изменено</Badge>
            </>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Сумма',
      kind: 'money',
      align: 'end',
      cell: (item) => (item.amount === null ? EMPTY_VALUE : formatMoney(item.amount, { signed: true })),
    },
    {
      id: 'balance',
      header: 'Баланс после',
      kind: 'money',
      align: 'end',
      cell: (item) => (item.balance_after === null ? EMPTY_VALUE : formatMoney(item.balance_after)),
    },
    // An e-mail's width: what happened gets the room left.
    { id: 'who', header: 'Кто', width: '14rem', cell: (item) => item.actor_email ?? EMPTY_VALUE },
    {
      id: 'reverse',
      header: 'Сторно',
      kind: 'control',
      rowLink: false,
      cell: (item) => (item.operation ? <ReverseButton operation={item.operation} /> : null),
    },
    {
      id: 'note-actions',
      header: 'Заметка',
      kind: 'control',
      rowLink: false,
      cell: (item) =>
        actions.canChange(item) ? (
          <span className={css({ display: 'inline-flex', gap: '1' })}>
            <Button size="sm" variant="plain" onClick={() => actions.edit(item)}>
              Изменить
            </Button>
            <Button size="sm" variant="plain" onClick={() => actions.remove(item)}>
              Удалить
            </Button>
          </span>
        ) : null,
    },
  ]
}
