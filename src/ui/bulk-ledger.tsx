import { css } from 'styled-system/css'
import type { BulkFailure, BulkProgress } from '../lib/bulk-run'
import { formatNumber } from '../lib/format'
import { Button } from './button'
import { FormAlert } from './field'

/** A bulk action as the ledger shows it (state `useBulkAction().state`). */
export type BulkLedgerState =
  | { status: 'collecting' }
  | { status: 'running'; progress: BulkProgress; stopping: boolean }
  | { status: 'done'; progress: BulkProgress; notStarted: number }
  | { status: 'failed'; reason: string }

export interface BulkLedgerProps {
  /** What is done: «Удаление», «Статус «В работе»». */
  title: string
  state: BulkLedgerState
  onStop: () => void
  onRetryFailed: () => void
  onClose: () => void
}

const root = css({
  display: 'flex',
  flexDir: 'column',
  gap: '2',
  mb: '3',
  p: '3',
  rounded: 'md',
  border: '1px solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
})
const line = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })
const heading = css({ fontWeight: 'semibold' })
const bar = css({ flex: '1', minW: '8rem', maxW: '24rem', h: '1.5', accentColor: 'accent.default' })
const figures = css({ fontVariantNumeric: 'tabular-nums', color: 'fg.muted' })
const failureList = css({ m: '0', pl: '5', display: 'flex', flexDir: 'column', gap: '1' })
const end = css({ display: 'flex', gap: '2', ml: 'auto' })

const share = (part: number, whole: number) => `${formatNumber(part)} из ${formatNumber(whole)}`

function FailureList({ failures }: { failures: readonly BulkFailure[] }) {
  return (
    <ul aria-label="Не выполнено" className={failureList}>
      {failures.map(({ item, reason }) => (
        <li key={item.id}>
          <strong>{item.name}</strong>: {reason}
        </li>
      ))}
    </ul>
  )
}

/**
 * The result ledger of a bulk action: «N из M» with «Остановить» while it runs, then «K из M»
 * done and each failure by the record's name and the reason, with «Повторить неудачные».
 */
export function BulkLedger({ title, state, onStop, onRetryFailed, onClose }: BulkLedgerProps) {
  return (
    <section aria-label={title} className={root}>
      {state.status === 'collecting' && (
        <div className={line} role="status">
          <span className={heading}>{title}</span>
          <span className={figures}>Собираем выбранные записи…</span>
        </div>
      )}
      {state.status === 'running' && (
        <div className={line}>
          <span className={heading}>{title}</span>
          <progress
            className={bar}
            aria-label={`${title}: ход`}
            max={state.progress.total}
            value={state.progress.done}
            aria-valuetext={share(state.progress.done, state.progress.total)}
          />
          <span className={figures}>{share(state.progress.done, state.progress.total)}</span>
          <Button size="sm" variant="outline" loading={state.stopping} onClick={onStop}>
            Остановить
          </Button>
        </div>
      )}
      {state.status === 'done' && (
        <>
          <div className={line}>
            {/* The bulk action's hook announces the end (ui announcer): not live here, not said twice. */}
            <span className={heading} role="status" aria-live="off">
              {title}: выполнено {share(state.progress.succeeded, state.progress.total)}
              {state.notStarted > 0 && `, остановлено (не отправлено: ${formatNumber(state.notStarted)})`}
            </span>
            <div className={end}>
              {state.progress.failures.length > 0 && (
                <Button size="sm" variant="outline" onClick={onRetryFailed}>
                  Повторить неудачные
                </Button>
              )}
              <Button size="sm" variant="plain" onClick={onClose}>
                Закрыть
              </Button>
            </div>
          </div>
          {state.progress.failures.length > 0 && <FailureList failures={state.progress.failures} />}
        </>
      )}
      {state.status === 'failed' && (
        <>
          <FormAlert>
            {title}: не удалось собрать выбранные записи. {state.reason}
          </FormAlert>
          <div className={line}>
            <Button size="sm" variant="plain" onClick={onClose}>
              Закрыть
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
