import { describeError } from '../../api/errors'
import { heatmapMetricLabels, heatmapMetrics } from '../../api/labels'
import type { HeatmapModel } from '../../api/schemas/heatmap-models'
import { formatModelMetric } from '../../lib/format'
import { toaster } from '../../ui'
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

/**
 * Makes a model the active one and says so in a toast. Nothing changes on screen before the
 * server answers, so a failure leaves the old active model shown; the promise rejects with the
 * Russian reason, after an error toast.
 */
export function useSwitchActiveModel(): (model: HeatmapModel) => Promise<void> {
  const { mutateAsync } = useSetActiveHeatmapModel()
  return async (model) => {
    try {
      const active = await mutateAsync(model.heatmap_model_uuid)
      toaster.success({ title: `Активная модель: ${modelTitle(active)}` })
    } catch (error) {
      const reason = describeError(error)
      toaster.error({ title: 'Модель не переключена', description: reason })
      throw new Error(reason, { cause: error })
    }
  }
}
