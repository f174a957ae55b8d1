import type { HeatmapModel } from '../../../contract/schemas/heatmap-models'
import { describeError } from '../../api/errors'
import type { PaletteCommand, PalettePage, PalettePageItems } from '../../lib/commands'
import type { FeaturePalette } from '../../lib/feature-module'
import { useHeatmapModels } from './queries'
import { modelFigures, modelTitle, useSwitchActiveModel } from './switch-model'

const group = 'Модели тепловых карт'

/** The confirmation, a page of its own: Enter makes the model active, Escape goes back to the list. */
function confirmPage(model: HeatmapModel): PalettePage {
  return {
    id: `heatmap-models:confirm:${model.heatmap_model_uuid}`,
    title: modelTitle(model),
    placeholder: 'Enter — сделать активной, Escape — назад',
    useItems: function useConfirmItems(): PalettePageItems {
      const switchModel = useSwitchActiveModel({ askAgainInToast: true })
      const confirm: PaletteCommand = {
        id: `heatmap-models:set-active:${model.heatmap_model_uuid}`,
        label: 'Сделать активной',
        detail: `${modelTitle(model)} станет активной моделью для анализа изображений`,
        group: 'Подтверждение',
        // The palette closes at once: the toast reports the outcome, and a failure changes nothing shown.
        run: () => void switchModel(model).catch(() => undefined),
      }
      return { items: [confirm], loading: false }
    },
  }
}

const modelsPage: PalettePage = {
  id: 'heatmap-models:list',
  title: 'Сменить активную модель',
  placeholder: 'Название или версия модели…',
  useItems: function useModelItems(): PalettePageItems {
    const result = useHeatmapModels()
    const items = (result.data ?? []).map((model): PaletteCommand => ({
      id: `heatmap-models:pick:${model.heatmap_model_uuid}`,
      label: modelTitle(model),
      detail: modelFigures(model),
      badge: model.is_active ? 'активна' : undefined,
      keywords: [model.description],
      group,
      // The active one stays active: Enter on it just closes the palette.
      run: ({ openPage }) => {
        if (!model.is_active) openPage(confirmPage(model))
      },
    }))
    return { items, loading: result.isPending, error: result.isError ? describeError(result.error) : undefined, empty: 'Моделей нет' }
  },
}

/** «Сменить активную модель»: the models with their metrics, then a confirmation. */
export const heatmapModelsPalette: FeaturePalette = {
  commands: [
    {
      id: 'heatmap-models:switch',
      label: 'Сменить активную модель',
      group: 'Действия',
      keywords: ['модель', 'тепловая карта', 'heatmap', 'model'],
      permission: 'heatmap_models.set_active',
      run: ({ openPage }) => openPage(modelsPage),
    },
  ],
}
