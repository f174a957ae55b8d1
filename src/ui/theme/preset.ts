import { definePreset } from '@pandacss/dev'
import { chartSemanticTokens } from '../chart/chart-palette'
import { badgeRecipe } from './recipes/badge'
import { buttonRecipe } from './recipes/button'
import { cardRecipe } from './recipes/card'
import { checkboxRecipe } from './recipes/checkbox'
import { comboboxRecipe } from './recipes/combobox'
import { dialogRecipe, drawerRecipe } from './recipes/dialog'
import { fieldRecipe } from './recipes/field'
import { inputRecipe } from './recipes/input'
import { kbdRecipe } from './recipes/kbd'
import { menuRecipe } from './recipes/menu'
import { pageHeaderRecipe } from './recipes/page-header'
import { paginationRecipe } from './recipes/pagination'
import { selectRecipe } from './recipes/select'
import { skeletonRecipe } from './recipes/skeleton'
import { spinnerRecipe } from './recipes/spinner'
import { stateRecipe } from './recipes/state'
import { switchRecipe } from './recipes/switch'
import { tableRecipe } from './recipes/table'
import { tabsRecipe } from './recipes/tabs'
import { toastRecipe } from './recipes/toast'
import { tooltipRecipe } from './recipes/tooltip'

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
        zIndex: {
          dropdown: { value: 1000 },
          sticky: { value: 1100 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          popover: { value: 1500 },
          toast: { value: 1700 },
          tooltip: { value: 1800 },
        },
      },
      keyframes: {
        'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
        'scale-in': { from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'scale(1)' } },
        'scale-out': { from: { opacity: 1, transform: 'scale(1)' }, to: { opacity: 0, transform: 'scale(0.97)' } },
        'slide-in-end': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'slide-out-end': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
        'skeleton-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } },
        // A table header following the window while its box crosses the window's top (ui/sticky-head.ts).
        'follow-window': { from: { transform: 'translateY(0)' }, to: { transform: 'translateY(var(--table-box-height, 0px))' } },
      },
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        input: inputRecipe,
        kbd: kbdRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        card: cardRecipe,
        checkbox: checkboxRecipe,
        combobox: comboboxRecipe,
        dialog: dialogRecipe,
        drawer: drawerRecipe,
        field: fieldRecipe,
        menu: menuRecipe,
        pageHeader: pageHeaderRecipe,
        pagination: paginationRecipe,
        select: selectRecipe,
        state: stateRecipe,
        switchControl: switchRecipe,
        table: tableRecipe,
        tabs: tabsRecipe,
        toast: toastRecipe,
        tooltip: tooltipRecipe,
      },
      semanticTokens: {
        colors: {
          bg: {
            canvas: { value: { base: '{colors.white}', _dark: '{colors.neutral.950}' } },
            surface: { value: { base: '{colors.neutral.50}', _dark: '{colors.neutral.900}' } },
            muted: { value: { base: '{colors.neutral.100}', _dark: '{colors.neutral.800}' } },
            subtle: { value: { base: '{colors.neutral.200}', _dark: '{colors.neutral.700}' } },
            popover: { value: { base: '{colors.white}', _dark: '{colors.neutral.900}' } },
            overlay: { value: { base: 'rgba(10, 10, 10, 0.32)', _dark: 'rgba(0, 0, 0, 0.6)' } },
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
            default: { value: { base: '{colors.red.600}', _dark: '{colors.red.600}' } },
            emphasized: { value: { base: '{colors.red.700}', _dark: '{colors.red.700}' } },
            fg: { value: { base: '{colors.white}', _dark: '{colors.white}' } },
            subtle: { value: { base: '{colors.red.50}', _dark: '{colors.red.950}' } },
            muted: { value: { base: '{colors.red.100}', _dark: '{colors.red.900}' } },
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
          // The charts' series colours (ui/chart/chart-palette.ts).
          chart: chartSemanticTokens(),
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
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
    },
  },
})
