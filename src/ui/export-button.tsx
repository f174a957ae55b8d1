import { useState } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '../lib/format'
import { describeExport, type ListExportController } from '../lib/paged-export'
import { pluralize } from '../lib/plural'
import { Button } from './button'
import { Dialog } from './dialog'
import { ListScopeNote, useListScope } from './list-scope'

const root = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const note = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const failure = css({ fontSize: 'sm', color: 'danger.text' })
export interface ExportButtonProps extends ListExportController {
  /** How many rows the list finds: with a query or filters, asked about before the export starts. */
  count?: number
}

const rowForms = { one: 'строку', few: 'строки', many: 'строк' }

/**
 * «Экспорт» of a whole list as CSV: progress while the pages are read, «Остановить», and how it
 * ended. One button that changes its word, so focus stays on it when the export starts or stops.
 * Of a narrowed list, a confirmation first repeats its query or filters and the number of rows the file will hold.
 */
export function ExportButton({ state, start, stop, count }: ExportButtonProps) {
  const running = state.status === 'running'
  const [asking, setAsking] = useState(false)
  const scope = useListScope()
  const asked = (scope.query !== '' || scope.filtered) && count !== undefined ? { count } : undefined
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
          title={`Экспортировать ${formatNumber(asked.count)} ${pluralize(asked.count, rowForms)}?`}
          description={<ListScopeNote />}
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
