import { useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { timelineKinds, type TimelineItem } from '../../../../contract/schemas/timeline'
import { drawerLinks, drawerTarget } from '../../../lib/drawers'
import { notify } from '../../../lib/notices'
import { useOwnEmail } from '../../../state/domain/profile'
import { queryFailure } from '../../../state/query/query-failure'
import { useConfirm } from '../../../state/shell/use-confirm'
import { useOpenDrawer } from '../../../state/shell/use-open-drawer'
import { useScreenShortcut } from '../../../state/shell/use-screen-shortcut'
import { useUrlSearch } from '../../../state/shell/use-url-search'
import { Button, ConfirmDialog, ErrorState, Kbd, Pagination, Table } from '../../../ui'
import { feedColumns, isOwnFreshNote, itemDay, itemHref, nextNoteLock } from './feed-columns'
import { feedKindLabels, feedPageParam, readFeedKinds, readFeedPage, withAllKinds, withKindToggled } from './feed-params'
import { useDeleteNote } from './notes'
import { useTimelinePage } from './queries'

const feedPageSize = 25
const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const notice = css({ fontSize: 'sm', color: 'fg.muted' })

/**
 * «Лента» of a customer: every operation, code, referral, note and journal change, newest first,
 * grouped by day; the kinds shown live in the address (`feed=note,operation`). j/k move through the
 * items and Enter opens an item's record (the table's keys), `n` writes a note (the note drawer).
 */
export function CustomerFeed({ customerUuid }: { customerUuid: string }) {
  const headingId = useId()
  const navigate = useNavigate()
  const [search, changeSearch] = useUrlSearch()
  const openDrawer = useOpenDrawer()
  const kinds = readFeedKinds(search)
  const page = readFeedPage(search)
  const result = useTimelinePage({ customerUuid, kinds, page, pageSize: feedPageSize })
  const ownEmail = useOwnEmail()
  // «Изменить» and «Удалить» go when the note's 15 minutes end, not at the next visit.
  const [now, setNow] = useState(() => Date.now())
  const items = result.data?.results
  useEffect(() => {
    const lock = nextNoteLock(items ?? [], ownEmail, now)
    if (lock === null) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, lock - Date.now()) + 100)
    return () => clearTimeout(timer)
  }, [items, ownEmail, now])
  const { mutateAsync: deleteNote } = useDeleteNote()
  const deletion = useConfirm<TimelineItem>({
    action: (item) => deleteNote({ customerUuid, noteUuid: item.target_uuid }),
    onDone: () => notify({ type: 'success', title: 'Заметка удалена' }),
  })
  const notesSupported = result.data?.source !== 'contract'

  const openNote = (noteUuid?: string) => openDrawer(drawerTarget(drawerLinks.note, customerUuid, { note: noteUuid }))
  useScreenShortcut(
    'n',
    () => {
      if (notesSupported) openNote()
    },
    notesSupported ? 'Написать заметку о пользователе' : undefined,
  )

  const columns = feedColumns({
    canChange: (item) => notesSupported && isOwnFreshNote(item, ownEmail, now),
    edit: (item) => openNote(item.target_uuid),
    remove: (item) => deletion.ask(item),
  })

  function renderBody() {
    if (result.isError && !result.data) return <ErrorState title="Не удалось загрузить ленту" {...queryFailure(result)} />
    const data = result.data
    return (
      <>
        <Table
          label="Лента"
          columns={columns}
          rows={data?.results ?? []}
          loading={!data}
          skeletonRows={5}
          getRowId={(item) => `${item.kind}-${item.item_uuid}`}
          groupOf={itemDay}
          rowHref={(item) => itemHref(item, customerUuid)}
          onRowActivate={(item) => void navigate(itemHref(item, customerUuid))}
          empty={<p className={css({ color: 'fg.muted', py: '4', textAlign: 'center' })}>В ленте пока ничего нет</p>}
        />
        {data && data.count > feedPageSize && (
          <Pagination
            page={page}
            pageSize={feedPageSize}
            count={data.count}
            onPageChange={(next) =>
              changeSearch((current) => {
                const changed = new URLSearchParams(current)
                if (next > 1) changed.set(feedPageParam, String(next))
                else changed.delete(feedPageParam)
                return changed
              })
            }
          />
        )}
      </>
    )
  }

  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' })}>
        <h2 id={headingId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
          Лента
        </h2>
        {notesSupported && (
          <Button variant="outline" size="sm" aria-keyshortcuts="n" onClick={() => openNote()}>
            Написать заметку <Kbd>n</Kbd>
          </Button>
        )}
      </div>
      <div className={toolbar} role="group" aria-label="Что показывать в ленте">
        <Button
          size="sm"
          variant={kinds.length === 0 ? 'solid' : 'outline'}
          aria-pressed={kinds.length === 0}
          onClick={() => changeSearch((current) => withAllKinds(current), { replace: true })}
        >
          Всё
        </Button>
        {timelineKinds.map((kind) => (
          <Button
            key={kind}
            size="sm"
            variant={kinds.includes(kind) ? 'solid' : 'outline'}
            aria-pressed={kinds.includes(kind)}
            onClick={() => changeSearch((current) => withKindToggled(current, kind), { replace: true })}
          >
            {feedKindLabels[kind]}
          </Button>
        ))}
      </div>
      {!notesSupported && <p className={notice}>Заметки недоступны: сервер их не поддерживает</p>}
      {renderBody()}
      <ConfirmDialog title="Удалить заметку?" {...deletion.dialogProps}>
        Заметка будет удалена безвозвратно.
      </ConfirmDialog>
    </section>
  )
}
