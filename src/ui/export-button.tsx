import { css } from 'styled-system/css'
import { pluralize } from '../lib/bulk-run'
import { formatNumber } from '../lib/format'
import type { ListExportController, ListExportState } from '../lib/paged-export'
import { Button } from './button'

const root = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const note = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const failure = css({ fontSize: 'sm', color: 'danger.text' })

const rowForms = { one: 'строка', few: 'строки', many: 'строк' }

/** «Выгружено 1 500 из 12 000», or what the export ended with. */
function describeExport(state: ListExportState): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'running':
      return state.progress ? `Выгружено ${formatNumber(state.progress.written)} из ${formatNumber(state.progress.total)}` : 'Выгрузка…'
    case 'done':
      return `Файл сохранён: ${formatNumber(state.rows)} ${pluralize(state.rows, rowForms)}`
    case 'stopped':
      return 'Выгрузка остановлена, файл не сохранён'
    case 'failed':
      return `Не удалось выгрузить: ${state.message}`
  }
}

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
      <span role="status" className={state.status === 'failed' ? failure : note}>
        {describeExport(state)}
      </span>
    </span>
  )
}
