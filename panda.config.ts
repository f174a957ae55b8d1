import { defineConfig } from '@pandacss/dev'
import { consolePreset } from './src/ui/theme/preset'

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda', consolePreset],
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  strictTokens: false,
  conditions: {
    extend: {
      dark: '.dark &, [data-theme=dark] &',
      light: '.light &, [data-theme=light] &',
      // Invalid once the form says so (aria-invalid, Ark's data-invalid), never by the browser's own
      // :invalid, which marks every empty required field before anything is typed.
      invalid: '&:is([data-invalid], [aria-invalid=true])',
    },
  },
})
