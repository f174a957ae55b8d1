import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { isNumericCell } from '../../lib/csv/cells'
import { previewSliceBytes } from '../../lib/csv/preview'
import { toTsv } from '../../lib/csv/tsv'
import { formatFileSize, saveBytes, type DownloadedFile } from '../../lib/download'
import { formatMonth, formatNumber } from '../../lib/format'
import { notify } from '../../lib/notices'
import { Button, EmptyState, SearchField } from '../../ui'
import { MalformedRows, ReportFacts } from './report-facts'
import { ReportTable } from './report-table'
import { previewRowLimit, useReportRows } from './use-report-rows'

const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end', justifyContent: 'space-between' })
const notice = css({ color: 'fg.muted', fontSize: 'sm' })

/** The report received: what it is, its rows, and «Скачать» (the exact bytes) and «Копировать». */
export function ReportPreview({ file, month }: { file: DownloadedFile; month: string }) {
  const [query, setQuery] = useState('')
  const report = useReportRows(file.bytes, query)
  const { preview, summary, progress } = report
  const fileName = file.name ?? `elama-report-${month}.csv`
  const previewNumeric = useMemo(
    () =>
      preview.header.map(
        (_, column) => preview.rows.some((row) => row[column]) && preview.rows.every((row) => !row[column] || isNumericCell(row[column])),
      ),
    [preview],
  )
  const empty = summary ? summary.rowCount === 0 : preview.rows.length === 0 && file.bytes.length <= previewSliceBytes

  async function copy() {
    try {
      const rows = await report.firstRows(previewRowLimit)
      await navigator.clipboard.writeText(toTsv([summary?.header ?? preview.header, ...rows]))
      notify({
        type: 'success',
        title: `Скопировано строк: ${formatNumber(rows.length)}`,
        description: 'Вставьте их в электронную таблицу.',
      })
    } catch {
      notify({ type: 'error', title: 'Не удалось скопировать', description: 'Браузер не дал доступа к буферу обмена.' })
    }
  }

  return (
    <>
      <ReportFacts
        fileName={fileName}
        fileSize={formatFileSize(file.bytes.length)}
        encoding={preview.encoding}
        separator={preview.separator}
        summary={summary}
      />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button onClick={() => saveBytes(file.bytes, fileName, file.type || 'text/csv')}>Скачать</Button>
        <Button variant="outline" onClick={() => void copy()} disabled={empty}>
          Копировать
        </Button>
      </div>
      {!summary && !report.failed && (
        <p className={notice} role="status">
          Разбор всего файла: {progress ? Math.round((progress.parsedBytes / Math.max(1, progress.totalBytes)) * 100) : 0} %, строк{' '}
          {formatNumber(progress?.rows ?? 0)}. Первые строки уже показаны.
        </p>
      )}
      {report.failed && (
        <p role="alert" className={css({ color: 'danger.text' })}>
          Не удалось разобрать весь файл: показаны только первые строки. Файл можно скачать как есть.
        </p>
      )}
      {empty ? (
        <EmptyState title="Отчёт пуст" description={`За ${formatMonth(month)} активности не было: в отчёте нет строк.`} />
      ) : (
        <>
          {summary && <MalformedRows summary={summary} />}
          {summary && (
            <div className={toolbar}>
              <SearchField label="Поиск по строкам" value={query} onChange={setQuery} placeholder="Почта, компания, метка…" />
              <p className={notice}>
                {query ? `Найдено строк: ${formatNumber(report.count)}` : `Всего строк: ${formatNumber(report.count)}`}
              </p>
            </div>
          )}
          <ReportTable
            header={summary?.header ?? preview.header}
            columns={summary?.columns ?? null}
            count={report.count}
            rowAt={report.rowAt}
            previewNumeric={previewNumeric}
          />
        </>
      )}
    </>
  )
}
