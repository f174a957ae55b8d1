import { definePreset } from '@pandacss/dev'

/** The console's look: neutral surfaces, one accent, light and dark through semantic tokens. */
export const consolePreset = definePreset({
  name: 'console',
  theme: {
    extend: {
      tokens: {
        fonts: {
          body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif" },
          mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, monospace" },
        },
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: { base: '{colors.white}', _dark: '{colors.neutral.950}' } },
            surface: { value: { base: '{colors.neutral.50}', _dark: '{colors.neutral.900}' } },
            muted: { value: { base: '{colors.neutral.100}', _dark: '{colors.neutral.800}' } },
            subtle: { value: { base: '{colors.neutral.200}', _dark: '{colors.neutral.700}' } },
          },
          fg: {
            default: { value: { base: '{colors.neutral.900}', _dark: '{colors.neutral.50}' } },
            muted: { value: { base: '{colors.neutral.600}', _dark: '{colors.neutral.400}' } },
            subtle: { value: { base: '{colors.neutral.500}', _dark: '{colors.neutral.500}' } },
          },
          border: {
            default: { value: { base: '{colors.neutral.200}', _dark: '{colors.neutral.800}' } },
            strong: { value: { base: '{colors.neutral.300}', _dark: '{colors.neutral.700}' } },
          },
          accent: {
            default: { value: { base: '{colors.indigo.600}', _dark: '{colors.indigo.400}' } },
            emphasized: { value: { base: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
            fg: { value: { base: '{colors.white}', _dark: '{colors.neutral.950}' } },
            subtle: { value: { base: '{colors.indigo.50}', _dark: '{colors.indigo.950}' } },
            text: { value: { base: '{colors.indigo.700}', _dark: '{colors.indigo.300}' } },
          },
          danger: {
            default: { value: { base: '{colors.red.600}', _dark: '{colors.red.400}' } },
            subtle: { value: { base: '{colors.red.50}', _dark: '{colors.red.950}' } },
            text: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
          },
          success: {
            subtle: { value: { base: '{colors.green.50}', _dark: '{colors.green.950}' } },
            text: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
          },
          warning: {
            subtle: { value: { base: '{colors.amber.50}', _dark: '{colors.amber.950}' } },
            text: { value: { base: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
          },
          focusRing: { value: { base: '{colors.indigo.500}', _dark: '{colors.indigo.400}' } },
        },
      },
    },
  },
  globalCss: {
    html: { colorScheme: 'light dark', fontSize: '14px' },
    body: {
      fontFamily: 'body',
      bg: 'bg.canvas',
      color: 'fg.default',
      lineHeight: '1.45',
      WebkitFontSmoothing: 'antialiased',
    },
    ':focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
})
