import { startTransition, useCallback, useEffect, useState } from 'react'
import { describeError, isHttpError, isNetworkError } from '../../api/errors'
import { fetchMonthlyReport } from '../../api/report'
import { isDownloadInterruptedError, type DownloadedFile } from '../../lib/download'
import { drawerLinks, drawerTarget, withDrawer } from '../../lib/drawers'
import { formatMonth } from '../../lib/format'
import { addMonths, describeMonthProblem, isMonth, monthOf, previousMonth } from '../../lib/month'
import { useFileDownload } from '../../state/lists/use-file-download'
import { useHttp } from '../../state/session/http'
import { useUrlSearch } from '../../state/shell/use-url-search'
import { DownloadProgress, Drawer, ErrorState, NativeSelect, type LazyDrawerProps } from '../../ui'
import { warmCsvParser } from './csv-parser'
import { ReportPreview } from './report-preview'

/** How far back the month picker goes. */
const monthsOffered = 36

/**
 * The current month (marked «неполный»: its report grows until the month ends) and the ones before
 * it: a future month is never offered.
 */
function monthItems(selected: string): { value: string; label: string }[] {
  const current = monthOf(new Date())
  const items = Array.from({ length: monthsOffered }, (_, index) => {
    const month = addMonths(current, -index)
    return { value: month, label: index === 0 ? `${formatMonth(month)} (неполный)` : formatMonth(month) }
  })
  // A month from a link that the list lacks (too old, or one the server will refuse) still shows.
  if (!items.some((item) => item.value === selected))
    items.unshift({ value: selected, label: isMonth(selected) ? formatMonth(selected) : selected })
  return items
}

/**
 * `?drawer=report&month=YYYY-MM`: the monthly eLama report, previewed before it is saved. `record`
 * is the month of the URL; empty means the previous month.
 */
export function ReportDrawer({ record: monthParam, onClose }: LazyDrawerProps) {
  const [, changeSearch] = useUrlSearch()
  const month = monthParam === '' ? previousMonth() : monthParam
  const monthProblem = describeMonthProblem(month)

  function chooseMonth(next: string) {
    changeSearch((current) => withDrawer(current, drawerTarget(drawerLinks.report, next)), { replace: true })
  }

  return (
    <Drawer
      open
      size="lg"
      onClose={onClose}
      title="Отчёт eLama"
      description="Ежемесячный отчёт для рекламного сервиса: проверьте его перед тем, как сохранить и отправить."
    >
      <NativeSelect label="Месяц" items={monthItems(month)} value={month} onValueChange={chooseMonth} size="md" />
      {monthProblem === null ? (
        <MonthReport key={month} month={month} />
      ) : (
        <ErrorState title="Неверный месяц в ссылке" message={`${monthProblem} Выберите месяц в списке.`} />
      )}
    </Drawer>
  )
}

const reportSpoken = { name: 'Загрузка отчёта', done: 'Отчёт eLama готов' }

/**
 * The month's report, fetched as a whole response and read to the last byte with progress as it
 * mounts; another month mounts anew and leaving aborts the request.
 */
function MonthReport({ month }: { month: string }) {
  const http = useHttp()
  const [file, setFile] = useState<DownloadedFile | null>(null)
  const request = useCallback((signal: AbortSignal) => fetchMonthlyReport(http, month, { signal }), [http, month])
  // A transition: the preview (the first rows parsed, the table) renders in slices, so that the
  // page is not held for the whole of it right after the download.
  const showFile = useCallback((downloaded: DownloadedFile) => startTransition(() => setFile(downloaded)), [])
  const { state, start } = useFileDownload({ request, onDone: showFile, spoken: reportSpoken })
  useEffect(() => start(), [start])
  // The parser's worker starts while the report downloads, ready when its bytes arrive.
  useEffect(() => warmCsvParser(), [])
  if (file) return <ReportPreview file={file} month={month} />
  if (state.status === 'failed') return <DownloadFailure error={state.error} onRetry={start} />
  const progress = state.status === 'downloading' ? state.progress : { received: 0, total: null }
  return <DownloadProgress label="Загрузка отчёта" received={progress.received} total={progress.total} />
}

function DownloadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  // A refused month (422) is the server's word: retrying the same month cannot help.
  if (isHttpError(error) && error.status === 422) {
    return <ErrorState title="Отчёт за этот месяц не сформирован" message={describeError(error)} />
  }
  const message = isDownloadInterruptedError(error)
    ? 'Связь прервалась во время загрузки. Повторите попытку.'
    : isNetworkError(error)
      ? 'Нет связи с сервером. Проверьте подключение и повторите.'
      : describeError(error)
  return <ErrorState title="Не удалось загрузить отчёт" message={message} onRetry={onRetry} />
}
