import { css } from 'styled-system/css'
import { formatFileSize } from '../lib/download'
import { Button } from './button'

export interface DownloadProgressProps {
  /** The progress bar's name: «Загрузка изображений». */
  label: string
  /** Bytes received so far. */
  received: number
  /** The whole size (Content-Length); null when unknown: the bar is then indeterminate. */
  total: number | null
  /** Aborts the download: «Отменить» is offered then. */
  onCancel?: () => void
  /** «Отменить» names the button; a list row adds what is cancelled. @default 'Отменить' */
  cancelLabel?: string
  /** `sm` inside a table row. @default 'md' */
  size?: 'sm' | 'md'
}

const root = css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })
const bar = css({
  flex: '1',
  minW: '4rem',
  h: '1.5',
  appearance: 'none',
  rounded: 'full',
  overflow: 'hidden',
  bg: 'bg.subtle',
  border: 'none',
  '&::-webkit-progress-bar': { bg: 'bg.subtle' },
  '&::-webkit-progress-value': { bg: 'accent.default', transition: 'width 0.1s' },
  '&::-moz-progress-bar': { bg: 'accent.default' },
})
const amount = css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontSize: 'sm' })

/** «1,2 МБ из 3,4 МБ», or what has arrived when the size is unknown. */
export function describeProgress(received: number, total: number | null): string {
  return total === null ? formatFileSize(received) : `${formatFileSize(received)} из ${formatFileSize(total)}`
}

/** A download under way: a progress bar (bytes of the whole), the amount and, when it can be aborted, «Отменить». */
export function DownloadProgress({ label, received, total, onCancel, cancelLabel = 'Отменить', size = 'md' }: DownloadProgressProps) {
  const text = describeProgress(received, total)
  return (
    <div className={root}>
      <progress
        className={bar}
        aria-label={label}
        aria-valuetext={text}
        max={total ?? undefined}
        value={total === null ? undefined : Math.min(received, total)}
      />
      <span className={amount} aria-hidden="true">
        {text}
      </span>
      {onCancel && (
        <Button variant="outline" size={size} onClick={onCancel} aria-label={cancelLabel === 'Отменить' ? undefined : cancelLabel}>
          Отменить
        </Button>
      )}
    </div>
  )
}
