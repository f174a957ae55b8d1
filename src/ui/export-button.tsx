import { css } from 'styled-system/css'
import { describeExport, type ListExportController } from '../lib/paged-export'
import { Button } from './button'

const root = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const note = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const failure = css({ fontSize: 'sm', color: 'danger.text' })

/**
 * «Экспорт» of a whole list as CSV: progress while the pages are read, «Остановить», and how it
 * ended. One button that changes its word, so focus stays on it when the export starts or stops.
 */
export function ExportButton({ state, start, stop }: ListExportController) {
  const running = state.status === 'running'
  return (
    <span className={root}>
      <Button variant="outline" onClick={running ? stop : start}>
        {running ? 'Остановить' : 'Экспорт'}
      </Button>
      {/* Not live: each page would be said; the export's hook announces the quarters and the end. */}
      <span role="status" aria-live="off" className={state.status === 'failed' ? failure : note}>
        {describeExport(state)}
      </span>
    </span>
  )
}
