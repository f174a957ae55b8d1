import { useCallback, useId, useLayoutEffect, useMemo, useRef } from 'react'
import { css } from 'styled-system/css'
import type { ClientRequest } from '../../../contract/schemas/client-requests'
import { downloadClientRequestImages } from '../../api/client-requests'
import { describeError, isHttpError } from '../../api/errors'
import { isDownloadInterruptedError, saveBytes, type DownloadedFile } from '../../lib/download'
import { notify } from '../../lib/notices'
import { useFileDownload } from '../../state/lists/use-file-download'
import { useHttp } from '../../state/session/http'
import { Button, DownloadIcon, DownloadProgress, IconButton, Tooltip } from '../../ui'

export interface ImagesDownloadProps {
  request: Pick<ClientRequest, 'client_request_uuid' | 'title' | 'images_count'>
  /** In a list row: an icon button named after the request, a smaller bar. */
  compact?: boolean
}

const root = css({ display: 'flex', flexDir: 'column', gap: '1.5', minW: 0 })
const line = css({ display: 'flex', alignItems: 'center', gap: '2', minW: 0 })
const note = css({ fontSize: 'sm', color: 'fg.muted' })
const failure = css({ fontSize: 'sm', color: 'danger.text' })

function describeFailure(error: unknown): string {
  if (isHttpError(error) && error.status === 404) return 'Нет изображений'
  if (isDownloadInterruptedError(error)) return 'Загрузка прервалась, файл не сохранён. Попробуйте ещё раз.'
  return describeError(error)
}

/**
 * «Скачать изображения» of a request: the archive streams in with a progress bar and «Отменить»,
 * then is saved exactly as sent under the server's name. A request without images says
 * «Нет изображений»; a download broken off saves nothing and says so.
 */
export function ImagesDownload({ request, compact = false }: ImagesDownloadProps) {
  const http = useHttp()
  const uuid = request.client_request_uuid
  const fetchArchive = useCallback((signal: AbortSignal) => downloadClientRequestImages(http, uuid, signal), [http, uuid])
  const save = useCallback(
    (file: DownloadedFile) => {
      const name = file.name ?? `client-request-${uuid}-images.zip`
      saveBytes(file.bytes, name, file.type || undefined)
      notify({ type: 'success', title: 'Изображения сохранены', description: name })
    },
    [uuid],
  )
  // The end is the toast «Изображения сохранены».
  const spoken = useMemo(() => ({ name: `Загрузка изображений: ${request.title}` }), [request.title])
  const { state, start, cancel } = useFileDownload({ request: fetchArchive, onDone: save, spoken })
  const startRef = useRef<HTMLButtonElement>(null)
  // «Отменить» disappears when the download ends: focus goes back to where it started.
  const cancelFocused = useRef(false)
  const downloading = state.status === 'downloading'
  useLayoutEffect(() => {
    if (downloading || !cancelFocused.current) return
    cancelFocused.current = false
    const focused = document.activeElement
    if (focused === null || focused === document.body) startRef.current?.focus()
  }, [downloading])

  const reasonId = useId()
  const name = `Скачать изображения: ${request.title}`
  // No images: said before the click. aria-disabled, not disabled, so the button keeps focus and its reason.
  const empty = request.images_count === 0
  const blocked = empty ? { 'aria-disabled': true, 'aria-describedby': reasonId } : {}
  const onStart = empty ? undefined : start
  const startButton = compact ? (
    <IconButton
      ref={startRef}
      aria-label={name}
      title={empty ? undefined : 'Скачать изображения'}
      loading={downloading}
      onClick={onStart}
      {...blocked}
    >
      <DownloadIcon />
    </IconButton>
  ) : (
    <Button ref={startRef} variant="outline" loading={downloading} onClick={onStart} {...blocked}>
      Скачать изображения
    </Button>
  )

  return (
    <div className={root}>
      <div className={line}>
        {empty ? (
          <>
            <Tooltip content="Нет изображений">{startButton}</Tooltip>
            <span id={reasonId} hidden>
              Нет изображений
            </span>
          </>
        ) : (
          startButton
        )}
        {downloading && (
          <span
            className={css({ flex: '1', minW: 0 })}
            onFocus={() => {
              cancelFocused.current = true
            }}
            onBlur={(event) => {
              // No next element: «Отменить» was removed while focused, not left by the user.
              if (event.relatedTarget !== null) cancelFocused.current = false
            }}
          >
            <DownloadProgress
              label={compact ? `Загрузка изображений: ${request.title}` : 'Загрузка изображений'}
              received={state.progress.received}
              total={state.progress.total}
              onCancel={cancel}
              cancelLabel={compact ? `Отменить загрузку: ${request.title}` : undefined}
              size={compact ? 'sm' : 'md'}
            />
          </span>
        )}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className={failure}>
          {describeFailure(state.error)}
        </p>
      )}
      {state.status === 'cancelled' && (
        <p role="status" className={note}>
          Загрузка отменена
        </p>
      )}
    </div>
  )
}
