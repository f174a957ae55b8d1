import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { clientRequestStatuses, type ClientRequestStatus } from '../../../contract/schemas/client-requests'
import { downloadClientRequestImages } from '../../api/client-requests'
import type { BulkTarget } from '../../lib/bulk-run'
import type { PaletteCommand } from '../../lib/commands'
import { readDownload, saveBytes } from '../../lib/download'
import { useOfferSelectionCommands } from '../../state/lists/selection-commands'
import { useBulkEdit } from '../../state/lists/use-resource-bulk'
import { useHttp } from '../../state/session/http'
import { Button, NativeSelect, type AskedBulkAction } from '../../ui'
import { clientRequests, clientRequestStatusLabels } from './record-type'

export interface ClientRequestBulkActionsProps {
  start: (spec: AskedBulkAction) => void
  /** A bulk action is under way. */
  disabled: boolean
  /** Why the role may not change requests; the status change then stays unavailable (downloading is a read). */
  unavailable?: string
}

/** What a person types for a status: «в работу». */
const statusVerbs: Record<ClientRequestStatus, string> = { new: 'новый', in_progress: 'в работу', done: 'выполнить', rejected: 'отклонить' }

const statusItems = clientRequestStatuses.map((status) => ({ value: status, label: clientRequestStatusLabels[status] }))

/** On selected requests: «Изменить статус» to the status chosen, and «Скачать изображения» (one archive per request, in turn). */
export function ClientRequestBulkActions({ start, disabled, unavailable }: ClientRequestBulkActionsProps) {
  const http = useHttp()
  const editEach = useBulkEdit(clientRequests.atoms)
  const [status, setStatus] = useState<ClientRequestStatus>(clientRequestStatuses[0])
  const downloadImages = async ({ id }: BulkTarget) => {
    const file = await readDownload(await downloadClientRequestImages(http, id))
    saveBytes(file.bytes, file.name ?? `client-request-${id}-images.zip`, file.type || undefined)
  }
  const changeTo = (next: ClientRequestStatus) =>
    start({ title: `Статус «${clientRequestStatusLabels[next]}»`, confirmLabel: 'Изменить статус', action: editEach({ status: next }) })
  const latestChange = useRef(changeTo)
  useLayoutEffect(() => {
    latestChange.current = changeTo
  })
  // «Выбранные: В работе» in the palette, through the same question as the button.
  const commands = useMemo(
    (): PaletteCommand[] =>
      disabled || unavailable !== undefined
        ? []
        : clientRequestStatuses.map((next) => ({
            id: `client-requests:selection-status:${next}`,
            label: `Выбранные: ${clientRequestStatusLabels[next]}`,
            group: 'Выбранные записи',
            keywords: ['статус', 'изменить статус', statusVerbs[next]],
            // As the palette's openDrawer: the question opens once the palette has given the focus back.
            run: () => setTimeout(() => setTimeout(() => latestChange.current(next))),
          })),
    [disabled, unavailable],
  )
  useOfferSelectionCommands(commands)
  return (
    <>
      <NativeSelect label="Новый статус" hideLabel items={statusItems} value={status} onValueChange={setStatus} />
      <Button size="sm" variant="outline" disabled={disabled} unavailable={unavailable} onClick={() => changeTo(status)}>
        Изменить статус
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        onClick={() =>
          start({ title: 'Скачивание изображений', confirmLabel: 'Скачать изображения', action: downloadImages, concurrency: 1 })
        }
      >
        Скачать изображения
      </Button>
    </>
  )
}
