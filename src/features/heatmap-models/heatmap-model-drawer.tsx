import { useCallback, useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { HeatmapModel } from '../../../contract/schemas/heatmap-models'
import { ModelMetrics } from '../../entities/heatmap-model/model-metrics'
import { usePermission } from '../../state/domain/permissions'
import { queryFailure } from '../../state/query/query-failure'
import { useConfirm } from '../../state/shell/use-confirm'
import { Badge, Button, Drawer, ErrorState, Skeleton } from '../../ui'
import { useHeatmapModels } from './queries'
import { modelTitle, useSwitchActiveModel } from './switch-model'

const styles = {
  list: css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 }),
  row: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    p: '3',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'border.default',
  }),
  text: css({ display: 'flex', flexDir: 'column', gap: '0.5', minW: 0, flex: 1 }),
  name: css({ fontWeight: 'medium', display: 'flex', gap: '2', alignItems: 'center' }),
  figures: css({ display: 'flex', flexWrap: 'wrap', columnGap: '3', color: 'fg.muted', fontSize: 'sm' }),
  // FormAlert's look, without the Ark Field module that FormAlert's file brings into this drawer's chunk.
  alert: css({ color: 'danger.text', bg: 'danger.subtle', p: '2.5', rounded: 'md' }),
  confirm: css({ display: 'flex', flexDir: 'column', gap: '3', p: '3', rounded: 'md', bg: 'bg.muted' }),
}

/**
 * `?drawer=heatmap-model`: every model with its metrics; «Сделать активной» asks for a
 * confirmation first, as the palette's page does. A failure leaves the old active model marked.
 */
export function HeatmapModelDrawer({ onClose }: { onClose: () => void }) {
  const result = useHeatmapModels()
  const switchModel = useSwitchActiveModel()
  const { unavailable } = usePermission('heatmap_models.set_active')
  // The form kit's confirmation: a second confirm while one is under way is ignored; a failure stays said.
  const switching = useConfirm<HeatmapModel>({
    action: switchModel,
    describeFailure: (error) => (error instanceof Error ? error.message : undefined),
  })
  const { open: confirmOpen, pending, error: alert, onConfirm, onCancel } = switching.dialogProps
  const confirming = confirmOpen ? switching.target : null
  const confirmHeadingId = useId()
  const focusOnMount = useCallback((button: HTMLButtonElement | null) => button?.focus(), [])

  let body: ReactNode
  if (result.isError && !result.data) {
    body = <ErrorState title="Не удалось загрузить модели" {...queryFailure(result)} />
  } else if (!result.data) {
    body = <Skeleton width="100%" height="4rem" />
  } else {
    body = (
      <ul className={styles.list} aria-label="Модели">
        {result.data.map((model) => (
          <li key={model.heatmap_model_uuid} className={styles.row}>
            <div className={styles.text}>
              <span className={styles.name}>
                {model.name} {model.is_active && <Badge tone="accent">активна</Badge>}
              </span>
              <div className={styles.figures}>
                <span>версия {model.version}</span>
                <ModelMetrics metrics={model.metrics} layout="inline" />
              </div>
            </div>
            {!model.is_active && (
              <Button
                size="sm"
                variant="outline"
                aria-label={`Сделать активной: ${modelTitle(model)}`}
                unavailable={unavailable}
                onClick={() => switching.ask(model)}
              >
                Сделать активной
              </Button>
            )}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <Drawer
      open
      onClose={onClose}
      title="Модели тепловых карт"
      description="Активная модель анализирует все новые изображения."
      footer={
        <Button variant="outline" onClick={onClose}>
          Закрыть
        </Button>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        {alert && (
          <p role="alert" className={styles.alert}>
            Модель не переключена: {alert}
          </p>
        )}
        {confirming && (
          <section className={styles.confirm} aria-labelledby={confirmHeadingId}>
            <h3 id={confirmHeadingId}>Сделать активной модель {modelTitle(confirming)}?</h3>
            <div className={css({ display: 'flex', gap: '2' })}>
              {/* The confirmation takes the focus, so that Enter confirms and Tab reaches «Отмена». */}
              <Button ref={focusOnMount} loading={pending} onClick={onConfirm}>
                Сделать активной
              </Button>
              <Button variant="outline" onClick={onCancel}>
                Отмена
              </Button>
            </div>
          </section>
        )}
        {body}
      </div>
    </Drawer>
  )
}
