import { css } from 'styled-system/css'
import { auditActionLabels, auditTargetTypeLabels } from '../../api/labels'
import { auditActions, auditTargetTypes } from '../../api/schemas/audit-log'
import { BrowserJournalNotice, journalColumns } from '../../entities/audit-log/journal-entry'
import { useJournalList } from '../../state/domain/audit-log'
import { useListScreen } from '../../state/lists/list-screen'
import { DayRangeFields, IconButton, ListEmptyState, ListToolbar, NativeSelect, PageHeader, PagedTable, SearchField } from '../../ui'
import { journalListSchema } from './list-params'

const actionItems = [{ value: '' as const, label: 'Все' }, ...auditActions.map((value) => ({ value, label: auditActionLabels[value] }))]
const targetTypeItems = [
  { value: '' as const, label: 'Все' },
  ...auditTargetTypes.map((value) => ({ value, label: auditTargetTypeLabels[value] })),
]

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  h: '8',
  pl: '3',
  pr: '1',
  mb: '3',
  rounded: 'full',
  bg: 'accent.subtle',
  fontSize: 'sm',
})

/** «Журнал»: who did what to which record and when, filtered by person, action, record type and period in the URL. */
export function JournalScreen() {
  const list = useListScreen(journalListSchema)
  const { state, update, reset, filtered } = list
  const result = useJournalList(list.apiParams)
  return (
    <>
      <PageHeader title="Журнал" description="Кто, что и когда изменил" />
      <ListToolbar label="Фильтры журнала" filtered={filtered} onReset={reset}>
        <SearchField label="Кто" placeholder="Электронная почта" value={state.actor} onChange={(actor) => update({ actor })} />
        <NativeSelect label="Действие" size="md" items={actionItems} value={state.action} onValueChange={(action) => update({ action })} />
        <NativeSelect
          label="Тип записи"
          size="md"
          items={targetTypeItems}
          value={state.targetType}
          onValueChange={(targetType) => update({ targetType })}
        />
        <DayRangeFields fromLabel="Период с" toLabel="Период по" value={state.period} onChange={(period) => update({ period })} />
      </ListToolbar>
      {state.target !== '' && (
        <span className={chip} role="group" aria-label="Фильтр по записи">
          Одна запись
          <IconButton size="sm" aria-label="Убрать фильтр по записи" onClick={() => update({ target: '' })}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </span>
      )}
      <BrowserJournalNotice source={result.data?.source} />
      <PagedTable
        label="Журнал"
        errorTitle="Не удалось загрузить журнал"
        columns={journalColumns}
        getRowId={(entry) => entry.entry_uuid}
        {...list.tableFor(result)}
        empty={
          <ListEmptyState
            title="Записей не найдено"
            filtered={filtered}
            onReset={reset}
            filteredHint="Попробуйте изменить фильтры или период."
            emptyText="Журнал пока пуст."
          />
        }
      />
    </>
  )
}
