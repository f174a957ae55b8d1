import { useId } from 'react'
import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import type { AuditEntry } from '../../../contract/schemas/audit-log'
import { EMPTY_VALUE, formatDateTime } from '../../lib/format'
import { paths } from '../../lib/paths'
import { useRecentJournal, useRecordJournal, type JournalPage } from '../../state/domain/audit-log'
import { useAccess, usePermission } from '../../state/domain/permissions'
import { queryFailure } from '../../state/query/query-failure'
import { Card, ErrorState, Skeleton, textLink, VersionAction } from '../../ui'
import { entryActionText } from './entry-lines'
import { AuditEntryLines, AuditTarget, BrowserJournalNotice } from './journal-entry'

interface FeedResult {
  data: JournalPage | undefined
  error: unknown
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

const feed = css({ display: 'flex', flexDir: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' })
const feedItem = css({ display: 'flex', flexDir: 'column', gap: '0.5', pb: '3', borderBottomWidth: '1px', borderColor: 'border' })
const feedMeta = css({ fontSize: 'sm', color: 'fg.muted' })

/** Entries as a short list, newest first: when and who, what (and on which record), the change, the comment. */
function JournalFeed({
  result,
  label,
  showTarget,
  emptyText,
}: {
  result: FeedResult
  label: string
  showTarget: boolean
  emptyText: string
}) {
  if (result.isError && !result.data) return <ErrorState title="Не удалось загрузить журнал" {...queryFailure(result)} />
  if (!result.data) {
    return (
      <div aria-busy="true" className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </div>
    )
  }
  const entries = result.data.results
  return (
    <>
      <BrowserJournalNotice source={result.data.source} />
      {entries.length === 0 ? (
        <p className={feedMeta}>{emptyText}</p>
      ) : (
        <ul className={feed} aria-label={label}>
          {entries.map((entry) => (
            <FeedItem key={entry.entry_uuid} entry={entry} showTarget={showTarget} />
          ))}
          {!showTarget && <EarlierVersion page={result.data} />}
        </ul>
      )}
    </>
  )
}

/** The entries that made a version of a record (and so may be returned to). */
const versionMaking = new Set<AuditEntry['action']>(['create', 'update'])

function FeedItem({ entry, showTarget }: { entry: AuditEntry; showTarget: boolean }) {
  return (
    <li className={feedItem}>
      <span className={feedMeta}>
        {formatDateTime(entry.created_at)} · {entry.actor_email || EMPTY_VALUE}
        {entry.version !== undefined && ` · версия ${entry.version}`}
      </span>
      <span>
        <strong>{entryActionText(entry)}</strong>
        {showTarget && (
          <>
            {' · '}
            <AuditTarget entry={entry} />
          </>
        )}
      </span>
      <AuditEntryLines entry={entry} emptyText="" />
      {entry.comment && <span className={feedMeta}>Комментарий: {entry.comment}</span>}
      {versionMaking.has(entry.action) && <VersionAction version={entry.version} />}
    </li>
  )
}

/**
 * The version before the oldest edit shown, when the journal has no entry of its own for it (a
 * record made before the journal kept versions): «Версия N», which may be returned to as well.
 */
function EarlierVersion({ page }: { page: JournalPage }) {
  const oldest = page.results.at(-1)
  const complete = page.count <= page.results.length
  if (!complete || oldest?.action !== 'update' || oldest.version === undefined || oldest.version < 2) return null
  return (
    <li className={feedItem}>
      <span className={feedMeta}>версия {oldest.version - 1}</span>
      <span>Значения до изменений выше</span>
      <VersionAction version={oldest.version - 1} />
    </li>
  )
}

function journalHref(params: Record<string, string>): string {
  return `${paths.journal.getHref()}?${new URLSearchParams(params).toString()}`
}

/** What a feed says instead of the journal to a role that may not read it (nothing is asked of the server). */
function JournalUnavailable() {
  return <p className={feedMeta}>{`Недостаточно прав: роль «${useAccess().roleName}» не читает журнал.`}</p>
}

/**
 * «История» of one record (a customer, a benchmark, an account, a request): its last entries,
 * newest first, each with who made it, and a link to all of them in «Журнал».
 */
export function RecordHistory({ targetUuid, headingLevel = 3 }: { targetUuid: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = useId()
  const allowed = useAccess().can('audit_log.read')
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      <Heading id={headingId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
        История
      </Heading>
      {allowed ? <RecordJournalFeed targetUuid={targetUuid} /> : <JournalUnavailable />}
    </section>
  )
}

function RecordJournalFeed({ targetUuid }: { targetUuid: string }) {
  const result = useRecordJournal(targetUuid)
  const more = result.data && result.data.count > result.data.results.length
  return (
    <>
      <JournalFeed result={result} label="История" showTarget={false} emptyText="Изменений пока нет." />
      {more && (
        <Link className={textLink} to={journalHref({ target: targetUuid })}>
          Вся история в журнале
        </Link>
      )}
    </>
  )
}

/** «Последние действия» of the dashboard: the last 10 entries, each with who made it; «Весь журнал» to a role that may read it. */
export function RecentActions() {
  const allowed = useAccess().can('audit_log.read')
  if (!allowed) {
    return (
      <Card title="Последние действия">
        <JournalUnavailable />
      </Card>
    )
  }
  return <RecentJournalCard />
}

function RecentJournalCard() {
  const result = useRecentJournal()
  const journal = usePermission('audit_log.read')
  return (
    <Card
      title="Последние действия"
      busy={!result.data && !result.isError}
      actions={
        journal.allowed && (
          <Link className={textLink} to={paths.journal.getHref()}>
            Весь журнал
          </Link>
        )
      }
    >
      <JournalFeed result={result} label="Последние действия" showTarget emptyText="Действий пока нет." />
    </Card>
  )
}
