import { atomWithStorage, createJSONStorage } from 'jotai/utils'

export type ThemePreference = 'system' | 'light' | 'dark'

const themePreferences: readonly ThemePreference[] = ['system', 'light', 'dark']

function isThemePreference(value: unknown): value is ThemePreference {
  return themePreferences.includes(value as ThemePreference)
}

const jsonStorage = createJSONStorage<ThemePreference>(() => localStorage)

/** The chosen theme; anything unexpected in storage reads as 'system'. */
export const themePreferenceAtom = atomWithStorage<ThemePreference>(
  'theme',
  'system',
  {
    ...jsonStorage,
    getItem: (key, initialValue) => {
      const stored = jsonStorage.getItem(key, initialValue)
      return isThemePreference(stored) ? stored : initialValue
    },
  },
  { getOnInit: true },
)
