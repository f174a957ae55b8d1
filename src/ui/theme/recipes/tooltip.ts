import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    content: {
      zIndex: 'tooltip',
      px: '2',
      py: '1',
      maxW: '20rem',
      rounded: 'sm',
      bg: 'fg.default',
      color: 'bg.canvas',
      fontSize: 'sm',
      shadow: 'md',
      _open: { animation: 'fade-in 100ms ease-out' },
      _closed: { animation: 'fade-out 80ms ease-in' },
    },
  },
  staticCss: ['*'],
})
