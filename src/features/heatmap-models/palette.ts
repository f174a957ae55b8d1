import { useAtomValue } from 'jotai'
import { describeError } from '../../api/errors'
import type { PaletteCommand, PaletteSearchProvider } from '../../lib/commands'
import { heatmapModelsQueryAtom, setActiveHeatmapModelAtom } from '../../state/heatmap-models'
import { toaster } from '../../ui'

const group = 'Модели тепловых карт'

/** Every word typed appears in the model's name, version, or the words people use for it. */
function matches(search: string, haystack: string): boolean {
  const words = search.toLocaleLowerCase('ru').split(/\s+/).filter(Boolean)
  const text = haystack.toLocaleLowerCase('ru')
  return words.every((word) => text.includes(word))
}

function useHeatmapModelCommands(search: string): { commands: readonly PaletteCommand[]; loading: boolean } {
  const models = useAtomValue(heatmapModelsQueryAtom)
  const { mutateAsync } = useAtomValue(setActiveHeatmapModelAtom)
  const commands = (models.data ?? [])
    .filter((model) => !model.is_active)
    .filter((model) => matches(search, `${model.name} ${model.version} модель тепловая карта активная heatmap model`))
    .map(
      (model): PaletteCommand => ({
        id: `heatmap-model:${model.heatmap_model_uuid}:set-active`,
        label: `Сделать активной модель: ${model.name} ${model.version}`,
        group,
        // The palette closes (and this hook unmounts) at once: the promise, not mutate's callbacks, reports back.
        run: () =>
          void mutateAsync(model.heatmap_model_uuid).then(
            (active) => toaster.success({ title: `Активная модель: ${active.name} ${active.version}` }),
            (error: unknown) => toaster.error({ title: 'Модель не переключена', description: describeError(error) }),
          ),
      }),
    )
  return { commands, loading: models.isFetching }
}

/** Typing «модель» or a model's name in the palette offers to make another heatmap model the active one. */
export const heatmapModelSearchProvider: PaletteSearchProvider = {
  id: 'heatmap-models',
  useCommands: useHeatmapModelCommands,
}
