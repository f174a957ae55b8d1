import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import type { PaletteSearchProvider } from '../../lib/commands'
import type { ListScreenRoute } from '../../lib/list-query/saved-views'
import { paths } from '../../lib/paths'
import { savedViewPrefix } from './saved-views'

interface ShownList extends ListScreenRoute {
  /** Where its address keeps the query (lib/list-query `queryBarKey`). */
  barKey: string
}

/** The list last shown (Пользователи until one is): where the palette's «Найти: …» runs its query. */
const lastListAtom = atom<ShownList>({ path: paths.users.getHref(), title: paths.users.title, barKey: 'q' })

/** Notes the list on screen as the one «Найти: …» acts on. */
export function useNoteShownList(screen: ListScreenRoute, barKey: string): void {
  const note = useSetAtom(lastListAtom)
  useEffect(() => note({ path: screen.path, title: screen.title, barKey }), [note, screen.path, screen.title, barKey])
}

/**
 * «Найти: <запрос>» in the palette, from any screen: whatever is typed, as the query of the list last
 * shown (words go to its search, `поле:значение` to its filters). Listed last, so that Enter still
 * runs the command or record the text names; not for «Вид: …», the saved views' own.
 */
export const listQueryProvider: PaletteSearchProvider = {
  id: 'list-query',
  useCommands(search) {
    const list = useAtomValue(lastListAtom)
    const query = search.trim()
    return useMemo(
      () => ({
        loading: false,
        commands:
          query === '' || query.toLowerCase().startsWith(savedViewPrefix.toLowerCase())
            ? []
            : [
                {
                  id: 'list-query',
                  label: `Найти: ${query}`,
                  group: 'Запрос',
                  last: true,
                  detail: list.title,
                  run: (context) => context.navigate(`${list.path}?${new URLSearchParams({ [list.barKey]: query }).toString()}`),
                },
              ],
      }),
      [list, query],
    )
  },
}
