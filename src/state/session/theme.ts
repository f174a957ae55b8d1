import { atomWithStorage } from 'jotai/utils'
import { validatedStorage } from './validated-storage'

export type ThemePreference = 'system' | 'light' | 'dark'

const themePreferences: readonly unknown[] = ['system', 'light', 'dark']

/** The chosen theme; anything unexpected in storage reads as 'system'. */
export const themePreferenceAtom = atomWithStorage<ThemePreference>(
  'theme',
  'system',
  validatedStorage((value): value is ThemePreference => themePreferences.includes(value)),
  { getOnInit: true },
)
