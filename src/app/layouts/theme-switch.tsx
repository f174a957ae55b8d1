import { useAtom } from 'jotai'
import { themePreferenceAtom, type ThemePreference } from '../../state/theme'
import { Select } from '../../ui'

const themeItems: { value: ThemePreference; label: string }[] = [
  { value: 'system', label: 'Системная' },
  { value: 'light', label: 'Светлая' },
  { value: 'dark', label: 'Тёмная' },
]

export function ThemeSwitch() {
  const [preference, setPreference] = useAtom(themePreferenceAtom)
  return (
    <Select
      label="Тема"
      size="sm"
      items={themeItems}
      value={[preference]}
      onValueChange={(values) => {
        const next = themeItems.find((item) => item.value === values[0])
        if (next) setPreference(next.value)
      }}
    />
  )
}
