import type { ReactNode } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { RecentActions } from '../../entities/audit-log/journal-feed'
import { operationColumns } from '../../entities/finance-operation/operation-columns'
import { ModelMetrics } from '../../entities/heatmap-model/model-metrics'
import { OverallFigures } from '../../entities/stats/overall-figures'
import { drawerLinks, drawerTarget } from '../../lib/drawers'
import { formatDate } from '../../lib/format'
import { paths } from '../../lib/paths'
import { usePermission } from '../../state/domain/permissions'
import { useStatsOverall } from '../../state/domain/stats'
import { queryFailure } from '../../state/query/query-failure'
import { useOpenDrawer } from '../../state/shell/use-open-drawer'
import { Badge, Button, Card, EmptyState, ErrorState, Kbd, PageHeader, Skeleton, Table, textLink } from '../../ui'
import { useActiveHeatmapModel, useLatestOperations } from './queries'
import { ReportCard } from './report-card'

const layout = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 1fr)' } })
const figureLabel = css({ color: 'fg.muted', fontSize: 'sm' })

/** «Дэшбоард»: overall figures, the active heatmap model, the latest operations and shortcuts; each block loads and fails on its own. */
export function DashboardScreen() {
  return (
    <>
      <PageHeader title="Дэшбоард" />
      <div className={layout}>
        <OverallFiguresCard />
        <ActiveModel />
        <LatestOperations />
        <Shortcuts />
        <RecentActions />
        <ReportCard />
      </div>
    </>
  )
}

function OverallFiguresCard() {
  const result = useStatsOverall()
  return (
    <Card title="Общие показатели" busy={result.isPending && !result.isError}>
      <OverallFigures />
    </Card>
  )
}

function ActiveModel() {
  const openDrawer = useOpenDrawer()
  const result = useActiveHeatmapModel()
  const switching = usePermission('heatmap_models.set_active')
  const model = result.data
  let content: ReactNode
  if (result.isError && model === undefined) {
    content = <ErrorState title="Не удалось загрузить модель" {...queryFailure(result)} />
  } else if (model === undefined) {
    content = (
      <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
        <Skeleton width="60%" />
        <Skeleton width="40%" />
        <Skeleton width="80%" />
      </div>
    )
  } else if (model === null) {
    content = <EmptyState title="Нет активной модели" description="Анализ изображений не работает, пока ни одна модель не выбрана." />
  } else {
    content = (
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        <p className={css({ fontSize: 'lg', fontWeight: 'semibold', display: 'flex', gap: '2', alignItems: 'center' })}>
          {model.name} <Badge tone="accent">версия {model.version}</Badge>
        </p>
        {model.description && <p className={css({ color: 'fg.muted' })}>{model.description}</p>}
        <ModelMetrics metrics={model.metrics} layout="grid" />
        <p className={figureLabel}>Добавлена {formatDate(model.created_at)}</p>
      </div>
    )
  }
  return (
    <Card
      title="Активная модель"
      busy={result.isPending && !result.isError}
      actions={
        <Button
          size="sm"
          variant="outline"
          unavailable={switching.unavailable}
          onClick={() => openDrawer(drawerTarget(drawerLinks.heatmapModel))}
        >
          Сменить модель
        </Button>
      }
    >
      {content}
    </Card>
  )
}

const latestOperationColumns = operationColumns(['created_at', 'customer', 'type', 'amount'], { sortable: false })

function LatestOperations() {
  const navigate = useNavigate()
  const result = useLatestOperations()
  return (
    <Card
      title="Последние операции"
      actions={
        <Link className={textLink} to={paths.operations.getHref()}>
          Все операции
        </Link>
      }
    >
      {result.isError && !result.data ? (
        <ErrorState title="Не удалось загрузить операции" {...queryFailure(result)} />
      ) : (
        <Table
          label="Последние операции"
          columns={latestOperationColumns}
          rows={result.data?.results ?? []}
          getRowId={(operation) => operation.operation_uuid}
          onRowActivate={(operation) => void navigate(paths.user.getHref(operation.customer_uuid))}
          loading={!result.data}
          skeletonRows={10}
          empty={<EmptyState title="Операций пока нет" />}
        />
      )}
    </Card>
  )
}

const shortcutList = css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })

function Shortcuts() {
  return (
    <Card title="Быстрые действия">
      <nav aria-label="Быстрые действия">
        <ul className={shortcutList}>
          <li>
            <Link className={textLink} to={paths.users.getHref()}>
              Найти пользователя
            </Link>
          </li>
          <li>
            <Link className={textLink} to={paths.operations.getHref()}>
              Финансовые операции
            </Link>
          </li>
          <li>
            <Link className={textLink} to={paths.stats.getHref()}>
              Статистика
            </Link>
          </li>
        </ul>
      </nav>
      <p className={css({ mt: '4', color: 'fg.muted', display: 'flex', gap: '1.5', alignItems: 'center' })}>
        <Kbd keys={['Mod', 'K']} /> — команды
      </p>
    </Card>
  )
}
