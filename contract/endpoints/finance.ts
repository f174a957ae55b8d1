import { ok } from '../answers'
import { day, dayUntil, enumList, moneyBound, moneyBoundAbove, ordering, pageQuery, text, uuidQuery } from '../codecs'
import { declareEndpoint } from '../endpoint'
import { financeOperationOrderingFields, FinanceOperationPage, financeOperationTypes } from '../schemas/finance'

/** A month as the eLama report takes it: YYYY-MM. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/** The separator of the report's CSV. */
export const reportCsvSeparator = ';'

/** «Операции»: every finance operation. */
export const financeEndpoints = {
  operations: declareEndpoint({
    method: 'get',
    path: '/v1/admin/finances/operations/',
    summary: 'Финансовые операции',
    tag: 'finances',
    query: {
      ...pageQuery,
      customer_uuid: uuidQuery(),
      type: enumList(financeOperationTypes),
      date_from: day('Не раньше этого дня'),
      date_to: dayUntil('date_from', 'Не позже этого дня'),
      amount_min: moneyBound('сумма не меньше (списания отрицательны)'),
      amount_max: moneyBoundAbove('amount_min', 'сумма не больше (списания отрицательны)'),
      ordering: ordering(financeOperationOrderingFields, '-created_at'),
    },
    answers: { 200: ok(FinanceOperationPage) },
  }),
}

/** The monthly report for eLama, a CSV file. */
export const elamaEndpoints = {
  monthlyReport: declareEndpoint({
    method: 'get',
    path: '/v1/admin/elama/monthly-report/',
    permission: 'reports.download',
    summary: 'Месячный отчёт для eLama (CSV); расширение: каждая выгрузка попадает в журнал (report_downloaded)',
    tag: 'elama',
    query: {
      month: text({
        description: 'YYYY-MM; по умолчанию прошлый месяц; не в будущем',
        schema: { type: 'string', pattern: monthPattern.source },
      }),
    },
    answers: {
      200: {
        description: `CSV: UTF-8 с BOM, разделитель «${reportCsvSeparator}», строки через CRLF, кавычки по RFC 4180; текстовые ячейки, начинающиеся с = + - @, табуляции или CR, предваряются апострофом; суммы и числа записаны числами с точкой`,
        content: { 'text/csv': { schema: { type: 'string' } } },
        headers: { 'Content-Disposition': { schema: { type: 'string' }, description: 'attachment; filename="elama-report-YYYY-MM.csv"' } },
      },
    },
  }),
}
