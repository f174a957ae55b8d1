import { elamaReportColumns } from '../../contract/schemas/finance'
import { defineEndpoint } from '../endpoint'
import { addMonths, dayOfEpoch, epochOfDay, isoFromEpoch, moneyFromCents, nextMonthStart, nowEpoch } from '../format'
import { csvDocument, csvSeparator, type CsvCell } from '../http/csv'
import { QueryReader } from '../http/query'

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * The monthly report for eLama: one row a customer active in the month (any activity or money
 * movement). UTF-8 with BOM, `;`-separated, CRLF; money as plain numbers with a dot.
 */
const monthlyReport = defineEndpoint({
  method: 'get',
  path: '/v1/admin/elama/monthly-report/',
  permission: 'reports.download',
  summary: 'Месячный отчёт для eLama (CSV); расширение: каждая выгрузка попадает в журнал (report_downloaded)',
  tag: 'elama',
  parameters: [
    {
      name: 'month',
      in: 'query',
      description: 'YYYY-MM; по умолчанию прошлый месяц; не в будущем',
      schema: { type: 'string', pattern: monthPattern.source },
    },
  ],
  answers: {
    200: {
      description: `CSV: UTF-8 с BOM, разделитель «${csvSeparator}», строки через CRLF, кавычки по RFC 4180; текстовые ячейки, начинающиеся с = + - @, табуляции или CR, предваряются апострофом; суммы и числа записаны числами с точкой`,
      content: { 'text/csv': { schema: { type: 'string' } } },
      headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="elama-report-YYYY-MM.csv"' } },
    },
  },
  handle: ({ c, backend: { db, journal } }) => {
    const query = new QueryReader(c)
    const currentMonth = dayOfEpoch(nowEpoch()).slice(0, 7)
    const month = query.text('month') ?? addMonths(currentMonth, -1)
    if (!monthPattern.test(month)) query.reject('month', 'Неверный формат месяца', 'value_error.month')
    else if (month > currentMonth) query.reject('month', 'Месяц ещё не наступил', 'value_error.future_month')
    query.done()

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
             SUM(CASE WHEN type IN ('top_up', 'admin_top_up') THEN amount_cents ELSE 0 END) AS top_ups_cents,
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
  },
})

export const elamaEndpoints = [monthlyReport]
