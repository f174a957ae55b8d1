import { Link } from 'react-router-dom'
import { css } from 'styled-system/css'
import { drawerLinks, drawerTarget } from '../../lib/drawers'
import { formatMonth } from '../../lib/format'
import { previousMonth } from '../../lib/month'
import { usePermission } from '../../state/domain/permissions'
import { useDrawerHref } from '../../state/shell/use-open-drawer'
import { Button, Card, textLink } from '../../ui'

/** «Отчёт eLama»: opens the report drawer on the previous month, over the dashboard. */
export function ReportCard() {
  const drawerHref = useDrawerHref()
  const month = previousMonth()
  const { unavailable } = usePermission('reports.download')
  return (
    <Card title="Отчёт eLama">
      <p className={css({ color: 'fg.muted', mb: '3' })}>Ежемесячный CSV для рекламного сервиса: просмотр перед сохранением.</p>
      {unavailable === undefined ? (
        <Link className={textLink} to={drawerHref(drawerTarget(drawerLinks.report, month))}>
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
