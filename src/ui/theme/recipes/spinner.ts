import { defineRecipe } from '@pandacss/dev'

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  base: {
    display: 'inline-block',
    flexShrink: 0,
    rounded: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    animation: 'spin 0.7s linear infinite',
  },
  variants: {
    size: {
      sm: { w: '3.5', h: '3.5' },
      md: { w: '4', h: '4' },
      lg: { w: '6', h: '6' },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
})
