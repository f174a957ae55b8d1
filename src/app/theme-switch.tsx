import { useAtom } from 'jotai'
import { themePreferenceAtom, type ThemePreference } from '../state/session/theme'
import { NativeSelect } from '../ui'

const themeItems: { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'Системная' },
  { value: 'light', label: 'Светлая' },
  { value: 'dark', label: 'Тёмная' },
]

export function ThemeSwitch() {
  const [preference, setPreference] = useAtom(themePreferenceAtom)
  return <NativeSelect label="Тема" items={themeItems} value={preference} onValueChange={setPreference} />
}
