import { atom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useMemo } from 'react'
import type { PaletteSearchProvider } from '../../lib/commands'
import type { ListScreenRoute } from '../../lib/list-query/saved-views'
import { paths } from '../../lib/paths'

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

/** A field with its value somewhere in the text. */
const fieldToken = /(^|\s)-?[\p{L}_]+:\S/u

/**
 * «Найти: <запрос>» in the palette, from any screen: the typed text as the query of the list last
 * shown. Offered for a text with a field and its value (`статус:…`): plain words, and «Вид: …», are the palette's own.
 */
export const listQueryProvider: PaletteSearchProvider = {
  id: 'list-query',
  useCommands(search) {
    const list = useAtomValue(lastListAtom)
    const query = search.trim()
    return useMemo(
      () => ({
        loading: false,
        commands: !fieldToken.test(query)
          ? []
          : [
              {
                id: 'list-query',
                label: `Найти: ${query}`,
                group: 'Запрос',
                detail: list.title,
                run: (context) => context.navigate(`${list.path}?${new URLSearchParams({ [list.barKey]: query }).toString()}`),
              },
            ],
      }),
      [list, query],
    )
  },
}
