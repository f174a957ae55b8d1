import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  jsx: ['Switch'],
  slots: switchAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', _disabled: { opacity: 0.5, cursor: 'not-allowed' } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      w: '7',
      h: '4',
      p: '0.5',
      rounded: 'full',
      bg: 'bg.subtle',
      transition: 'background-color 120ms',
      _checked: { bg: 'accent.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    thumb: {
      w: '3',
      h: '3',
      rounded: 'full',
      bg: 'white',
      shadow: 'xs',
      transition: 'transform 120ms',
      _checked: { transform: 'translateX(0.75rem)' },
    },
    label: { fontSize: 'md', userSelect: 'none' },
  },
  staticCss: ['*'],
})
