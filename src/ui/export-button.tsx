import { useRef } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '../lib/format'
import type { ListExportController, ListExportState } from '../lib/paged-export'
import { Button } from './button'

const root = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
const note = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const failure = css({ fontSize: 'sm', color: 'danger.text' })

/** «Выгружено 1 500 из 12 000», or what the export ended with. */
function describeExport(state: ListExportState): string {
  switch (state.status) {
    case 'idle':
      return ''
    case 'running':
      return state.progress ? `Выгружено ${formatNumber(state.progress.written)} из ${formatNumber(state.progress.total)}` : 'Выгрузка…'
    case 'done':
      return `Файл сохранён: ${formatNumber(state.rows)} строк`
    case 'stopped':
      return 'Выгрузка остановлена'
    case 'failed':
      return `Не удалось выгрузить: ${state.message}`
  }
}

/** «Экспорт» of a whole list as CSV: progress while the pages are read, «Остановить», and how it ended. */
export function ExportButton({ state, start, stop }: ListExportController) {
  const startButton = useRef<HTMLButtonElement>(null)
  const running = state.status === 'running'
  return (
    <span className={root}>
      {running ? (
        <Button
          variant="outline"
          onClick={() => {
            stop()
            // The button that had focus goes away: «Экспорт» comes back in its place.
            requestAnimationFrame(() => startButton.current?.focus())
          }}
        >
          Остановить
        </Button>
      ) : (
        <Button ref={startButton} variant="outline" onClick={start}>
          Экспорт
        </Button>
      )}
      <span role="status" className={state.status === 'failed' ? failure : note}>
        {describeExport(state)}
      </span>
    </span>
  )
}
