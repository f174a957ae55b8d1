import { defineRecipe } from '@pandacss/dev'

export const kbdRecipe = defineRecipe({
  className: 'kbd',
  jsx: ['Kbd'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.5',
    color: 'fg.muted',
    fontSize: 'xs',
    fontFamily: 'body',
    lineHeight: '1',
    '& kbd': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minW: '4.5',
      h: '4.5',
      px: '1',
      rounded: 'xs',
      borderWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.surface',
      fontFamily: 'inherit',
      fontSize: 'inherit',
    },
  },
  staticCss: ['*'],
})
