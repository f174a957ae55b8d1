import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    list: { position: 'relative', display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border.default' },
    trigger: {
      h: '8',
      px: '2.5',
      mb: '-1px',
      fontSize: 'md',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      _hover: { color: 'fg.default' },
      _selected: { color: 'fg.default', borderColor: 'accent.default' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px', rounded: 'sm' },
    },
    content: { outline: 'none', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' } },
    indicator: {},
  },
  staticCss: ['*'],
})
