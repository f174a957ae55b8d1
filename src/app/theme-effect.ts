import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { themePreferenceAtom } from '../state/session/theme'

const darkQuery = '(prefers-color-scheme: dark)'

/** Puts the resolved theme on <html data-theme>, following the system while the preference is 'system'. */
export function useThemeEffect(): void {
  const preference = useAtomValue(themePreferenceAtom)
  useEffect(() => {
    const media = window.matchMedia?.(darkQuery)
    const apply = () => {
      const dark = preference === 'dark' || (preference === 'system' && media?.matches === true)
      document.documentElement.dataset.theme = dark ? 'dark' : 'light'
    }
    apply()
    if (preference !== 'system' || !media) return
    media.addEventListener('change', apply)
    return () => media.removeEventListener('change', apply)
  }, [preference])
}
