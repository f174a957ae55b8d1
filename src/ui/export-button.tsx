import { useState } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '../lib/format'
import { describeExport, type ListExportController } from '../lib/paged-export'
import { pluralize } from '../lib/plural'
import { Button } from './button'
import { Dialog } from './dialog'

const root = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const note = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const failure = css({ fontSize: 'sm', color: 'danger.text' })
const queryText = css({ fontFamily: 'mono', wordBreak: 'break-word' })

export interface ExportButtonProps extends ListExportController {
  /** The list's query («Запрос») and how many rows it finds: asked about before the export starts. */
  query?: { text: string; count: number | undefined }
}

const rowForms = { one: 'строку', few: 'строки', many: 'строк' }

/**
 * «Экспорт» of a whole list as CSV: progress while the pages are read, «Остановить», and how it
 * ended. One button that changes its word, so focus stays on it when the export starts or stops.
 * With a query, a confirmation first repeats it and the number of rows the file will hold.
 */
export function ExportButton({ state, start, stop, query }: ExportButtonProps) {
  const running = state.status === 'running'
  const [asking, setAsking] = useState(false)
  const asked = query !== undefined && query.text !== '' && query.count !== undefined ? query : undefined
  return (
    <span className={root}>
      <Button variant="outline" onClick={running ? stop : asked ? () => setAsking(true) : start}>
        {running ? 'Остановить' : 'Экспорт'}
      </Button>
      {/* Not live: each page would be said; the export's hook announces the quarters and the end. */}
      <span role="status" aria-live="off" className={state.status === 'failed' ? failure : note}>
        {describeExport(state)}
      </span>
      {asked && (
        <Dialog
          open={asking}
          onClose={() => setAsking(false)}
          size="sm"
          title={`Экспортировать ${formatNumber(asked.count ?? 0)} ${pluralize(asked.count ?? 0, rowForms)}?`}
          description={
            <>
              В файл попадут строки по запросу <span className={queryText}>{asked.text}</span>.
            </>
          }
          footer={
            <>
              <Button variant="outline" onClick={() => setAsking(false)}>
                Отмена
              </Button>
              <Button
                onClick={() => {
                  setAsking(false)
                  start()
                }}
              >
                Экспортировать
              </Button>
            </>
          }
        />
      )}
    </span>
  )
}
