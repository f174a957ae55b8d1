import { auditActions, auditTargetTypes, type AuditEntry } from '../../../contract/schemas/audit-log'
import { auditActionLabels } from '../../api/labels'
import { BrowserJournalNotice, journalColumns, useTargetTypeLabel } from '../../entities/audit-log/journal-entry'
import type { ListQueryState } from '../../lib/list-query'
import { journalListPages } from '../../state/domain/audit-log'
import { useListController } from '../../state/lists/use-resource-list'
import { FilterChip, ListPage, type ListPageDescription } from '../../ui'
import { journalListSchema } from './list-params'

const optionsOf = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) =>
  values.map((value) => ({ value, label: labels[value] }))

type Description = ListPageDescription<AuditEntry, ListQueryState<typeof journalListSchema>>

const description: Description = {
  title: 'Журнал',
  heading: { subtitle: 'Кто, что и когда изменил' },
  filtersLabel: 'Фильтры журнала',
  filters: [
    // First, so that `/` finds it: the text is what one looks for most, the person a narrowing.
    { kind: 'search', key: 'text', label: 'Поиск', placeholder: 'Запись или комментарий' },
    { kind: 'search', key: 'actor', label: 'Кто', placeholder: 'Электронная почта' },
    { kind: 'choice', key: 'action', label: 'Действие', anyLabel: 'Все', options: optionsOf(auditActions, auditActionLabels) },
    {
      kind: 'choice',
      key: 'targetType',
      label: 'Тип записи',
      anyLabel: 'Все',
      // The record types' words are their declarations': filled in on the screen.
      options: [],
    },
    { kind: 'period', key: 'period', fromLabel: 'Период с', toLabel: 'Период по' },
    {
      kind: 'pinned',
      key: 'target',
      chip: (_target, remove) => (
        <FilterChip label="Фильтр по записи" removeLabel="Убрать фильтр по записи" onRemove={remove}>
          Одна запись
        </FilterChip>
      ),
    },
  ],
  columns: journalColumns,
  errorTitle: 'Не удалось загрузить журнал',
  empty: { title: 'Записей не найдено', filteredHint: 'Попробуйте изменить фильтры или период.', emptyText: 'Журнал пока пуст.' },
}

/** «Журнал»: who did what to which record and when, searched by text and filtered by person, action, record type and period in the URL. */
export function JournalScreen() {
  const page = useListController({ schema: journalListSchema, pages: journalListPages, idOf: (entry) => entry.entry_uuid })
  const typeLabel = useTargetTypeLabel()
  const typeOptions = auditTargetTypes.map((type) => ({ value: type, label: typeLabel(type) }))
  const filters: Description['filters'] = description.filters?.map((filter) =>
    filter.kind === 'choice' && filter.key === 'targetType' ? { ...filter, options: typeOptions } : filter,
  )
  return (
    <ListPage
      description={{ ...description, filters }}
      controller={page}
      beforeList={<BrowserJournalNotice source={page.result.data?.source} />}
    />
  )
}
