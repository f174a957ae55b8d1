import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { drawerLinks, withDrawer } from '../../lib/drawers'
import { formatMonth } from '../../lib/format'
import { previousMonth } from '../../lib/month'
import { usePermission } from '../../state/domain/permissions'
import { useUrlSearch } from '../../state/shell/use-url-search'
import { Button, Card, textLink } from '../../ui'

/** «Отчёт eLama»: opens the report drawer on the previous month, over the dashboard. */
export function ReportCard() {
  const [searchParams] = useUrlSearch()
  const month = previousMonth()
  const { unavailable } = usePermission('reports.download')
  const search = withDrawer(searchParams, drawerLinks.report.id, { [drawerLinks.report.param]: month })
  return (
    <Card title="Отчёт eLama">
      <p className={css({ color: 'fg.muted', mb: '3' })}>Ежемесячный CSV для рекламного сервиса: просмотр перед сохранением.</p>
      {unavailable === undefined ? (
        <Link className={textLink} to={{ search: `?${search.toString()}` }}>
          Открыть отчёт за {formatMonth(month)}
        </Link>
      ) : (
        <Button variant="plain" size="sm" unavailable={unavailable}>
          Открыть отчёт за {formatMonth(month)}
        </Button>
      )}
    </Card>
  )
}
