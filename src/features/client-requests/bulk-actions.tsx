import { useState } from 'react'
import { clientRequestStatuses, type ClientRequestStatus } from '../../../contract/schemas/client-requests'
import { downloadClientRequestImages } from '../../api/client-requests'
import type { BulkTarget } from '../../lib/bulk-run'
import { readDownload, saveBytes } from '../../lib/download'
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
  return (
    <>
      <NativeSelect label="Новый статус" hideLabel items={statusItems} value={status} onValueChange={setStatus} />
      <Button
        size="sm"
        variant="outline"
        disabled={disabled}
        unavailable={unavailable}
        onClick={() =>
          start({
            title: `Статус «${clientRequestStatusLabels[status]}»`,
            confirmLabel: 'Изменить статус',
            action: editEach({ status }),
          })
        }
      >
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
