import type { HeatmapModel } from '../../../contract/schemas/heatmap-models'
import { describeError } from '../../api/errors'
import { ActiveChangedError } from '../../api/heatmap-models'
import { heatmapMetricLabels, heatmapMetrics } from '../../api/labels'
import { formatModelMetric } from '../../lib/format'
import { notify } from '../../lib/notices'
import { useSetActiveHeatmapModel } from './queries'

/** «SaliencyNet 3.2.0». */
export function modelTitle(model: Pick<HeatmapModel, 'name' | 'version'>): string {
  return `${model.name} ${model.version}`
}

/** «версия 3.2.0 · AUC 0,874 · NSS 2,150 · CC 0,712»: the palette's line of a model. */
export function modelFigures(model: HeatmapModel): string {
  const metrics = heatmapMetrics.map((metric) => `${heatmapMetricLabels[metric].name} ${formatModelMetric(model.metrics[metric])}`)
  return [`версия ${model.version}`, ...metrics].join(' · ')
}

/** Why a switch did not happen, in Russian: «Активна уже другая модель: …» when someone switched first. */
function switchFailure(error: unknown): string {
  if (!(error instanceof ActiveChangedError)) return describeError(error)
  return `Активна уже другая модель: ${error.current ? modelTitle(error.current) : 'никакая'}`
}

export interface SwitchOptions {
  /** Where nothing else asks again (the palette has closed): the error toast offers the switch once more. */
  askAgainInToast?: boolean
}

/**
 * Makes a model the active one and says so in a toast. Nothing changes on screen before the
 * server answers, so a failure leaves the old active model shown; the promise rejects with the
 * Russian reason, after an error toast. The switch goes over the active model the person saw: when
 * another one became active meanwhile, nothing switches and they are asked again.
 */
export function useSwitchActiveModel(options: SwitchOptions = {}): (model: HeatmapModel) => Promise<void> {
  const { mutateAsync } = useSetActiveHeatmapModel()
  const switchModel = async (model: HeatmapModel): Promise<void> => {
    try {
      const active = await mutateAsync(model.heatmap_model_uuid)
      notify({ type: 'success', title: `Активная модель: ${modelTitle(active)}` })
    } catch (error) {
      // Someone made this very model active first: what the person wanted is done.
      if (error instanceof ActiveChangedError && error.current?.heatmap_model_uuid === model.heatmap_model_uuid) {
        notify({ type: 'success', title: `Модель уже активна: ${modelTitle(model)}` })
        return
      }
      const reason = switchFailure(error)
      const askAgain = error instanceof ActiveChangedError && options.askAgainInToast
      notify({
        type: 'error',
        title: 'Модель не переключена',
        description: askAgain ? `${reason}. Сделать активной ${modelTitle(model)}?` : reason,
        ...(askAgain && {
          duration: Infinity,
          action: { label: 'Сделать активной', onClick: () => void switchModel(model).catch(() => undefined) },
        }),
      })
      throw new Error(reason, { cause: error })
    }
  }
  return switchModel
}
