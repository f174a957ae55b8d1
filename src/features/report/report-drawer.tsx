import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { css } from 'styled-system/css'
import { describeError, isHttpError, isNetworkError } from '../../api/errors'
import { drawerLinks } from '../../lib/drawers'
import { formatFileSize, isDownloadInterruptedError, type DownloadProgress } from '../../lib/download'
import { addMonths, formatMonth, isMonth, monthOf, previousMonth } from '../../lib/month'
import { Drawer, ErrorState, NativeSelect, type LazyDrawerProps } from '../../ui'
import { ReportPreview } from './report-preview'
import { useReportDownload } from './use-report-download'

/** How far back the month picker goes. */
const monthsOffered = 36

/** The current month and the ones before it: a future month is never offered. */
function monthItems(selected: string): { value: string; label: string }[] {
  const current = monthOf(new Date())
  const items = Array.from({ length: monthsOffered }, (_, index) => {
    const month = addMonths(current, -index)
    return { value: month, label: formatMonth(month) }
  })
  // A month from a link that the list lacks (too old, or one the server will refuse) still shows.
  if (!items.some((item) => item.value === selected)) items.unshift({ value: selected, label: isMonth(selected) ? formatMonth(selected) : selected })
  return items
}

/**
 * `?drawer=report&month=YYYY-MM`: the monthly eLama report, previewed before it is saved. `record`
 * is the month of the URL; empty means the previous month.
 */
export function ReportDrawer({ record: monthParam, onClose }: LazyDrawerProps) {
  const [, setSearchParams] = useSearchParams()
  const month = monthParam === '' ? previousMonth() : monthParam
  const [attempt, setAttempt] = useState(0)

  function chooseMonth(next: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current)
        params.set(drawerLinks.report.param, next)
        return params
      },
      { replace: true },
    )
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
      <ReportAttempt key={`${month}:${attempt}`} month={month} onRetry={() => setAttempt((count) => count + 1)} />
    </Drawer>
  )
}

function ReportAttempt({ month, onRetry }: { month: string; onRetry: () => void }) {
  const download = useReportDownload(month)
  if (download.status === 'loading') return <DownloadBar progress={download.progress} />
  if (download.status === 'failed') return <DownloadFailure error={download.error} onRetry={onRetry} />
  return <ReportPreview file={download.file} month={month} />
}

const track = css({ h: '2', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' })
const fill = css({ h: 'full', bg: 'accent.default', transition: 'width 120ms linear' })
const indeterminate = css({ h: 'full', w: '1/3', bg: 'accent.default', animation: 'skeleton-pulse 1.2s ease-in-out infinite' })

function DownloadBar({ progress }: { progress: DownloadProgress | null }) {
  const received = progress?.received ?? 0
  const total = progress?.total ?? null
  const percent = total ? Math.min(100, Math.round((received / total) * 100)) : null
  const text = total ? `${formatFileSize(received)} из ${formatFileSize(total)}` : `${formatFileSize(received)} получено`
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })} aria-busy="true">
      <p className={css({ color: 'fg.muted' })}>Загрузка отчёта… {text}</p>
      <div
        role="progressbar"
        aria-label="Загрузка отчёта"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className={track}
      >
        <div className={percent === null ? indeterminate : fill} style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
    </div>
  )
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

