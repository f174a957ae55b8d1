import { elamaEndpoints, monthPattern } from '../../contract/endpoints/finance'
import { elamaReportColumns } from '../../contract/schemas/finance'
import { addMonths, dayOfEpoch, epochOfDay, isoFromEpoch, moneyFromCents, nextMonthStart, nowEpoch } from '../core/format'
import { defineEndpoint } from '../handler/endpoint'
import { csvDocument, type CsvCell } from '../http/csv'

/**
 * The monthly report for eLama: one row a customer active in the month (any activity or money
 * movement). UTF-8 with BOM, `;`-separated, CRLF; money as plain numbers with a dot. `top_ups` is the
 * month's top-ups less the reversals made in the month (a reversal counts when it is made, as its own entry).
 */
const monthlyReport = defineEndpoint(elamaEndpoints.monthlyReport, ({ c, backend: { db, journal }, query }) => {
  const currentMonth = dayOfEpoch(nowEpoch()).slice(0, 7)
  const monthOf = (given: string | undefined) => given ?? addMonths(currentMonth, -1)
  const month = monthOf(
    query((values, reject) => {
      const asked = monthOf(values.month)
      if (!monthPattern.test(asked)) reject('month', 'Неверный формат месяца', 'value_error.month')
      else if (asked > currentMonth) reject('month', 'Месяц ещё не наступил', 'value_error.future_month')
    }).month,
  )

  const firstDay = `${month}-01`
  const nextFirstDay = nextMonthStart(firstDay)
  const start = epochOfDay(firstDay)
  const end = epochOfDay(nextFirstDay)
  const rows = db
    .prepare(
      `WITH activity AS (
           SELECT customer_id, SUM(analyzed_images) AS analyzed_images FROM activity_daily
           WHERE day >= ? AND day < ? GROUP BY customer_id
         ), money AS (
           SELECT customer_id,
             SUM(CASE WHEN type IN ('top_up', 'admin_top_up', 'reversal') THEN amount_cents ELSE 0 END) AS top_ups_cents,
             -SUM(CASE WHEN type = 'charge' THEN amount_cents ELSE 0 END) AS spent_cents
           FROM finance_operations WHERE created_at >= ? AND created_at < ? GROUP BY customer_id
         ), active AS (SELECT customer_id FROM activity UNION SELECT customer_id FROM money)
         SELECT c.uuid, c.email, c.company, c.registered_at, c.utm_source, c.utm_campaign,
           COALESCE(m.top_ups_cents, 0) AS top_ups_cents, COALESCE(m.spent_cents, 0) AS spent_cents,
           COALESCE(a.analyzed_images, 0) AS analyzed_images
         FROM active JOIN customers c ON c.id = active.customer_id
         LEFT JOIN activity a ON a.customer_id = c.id LEFT JOIN money m ON m.customer_id = c.id
         ORDER BY c.registered_at, c.id`,
    )
    .all(firstDay, nextFirstDay, start, end) as {
    uuid: string
    email: string
    company: string | null
    registered_at: number
    utm_source: string | null
    utm_campaign: string | null
    top_ups_cents: number
    spent_cents: number
    analyzed_images: number
  }[]
  const cells: CsvCell[][] = rows.map((row) => [
    row.uuid,
    row.email,
    row.company,
    isoFromEpoch(row.registered_at),
    row.utm_source,
    row.utm_campaign,
    { number: moneyFromCents(row.top_ups_cents) },
    { number: moneyFromCents(row.spent_cents) },
    row.analyzed_images,
  ])
  const fileName = `elama-report-${month}.csv`
  journal.record({
    actor: c.get('admin'),
    action: 'report_downloaded',
    targetType: 'report',
    targetUuid: null,
    targetLabel: fileName,
    changes: { period: [null, month], file: [null, fileName] },
  })
  return new Response(csvDocument(elamaReportColumns, cells), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  })
})

export const elamaRoutes = [monthlyReport]
