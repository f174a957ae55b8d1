import { defineRecipe } from '@pandacss/dev'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: '5',
    px: '1.5',
    rounded: 'sm',
    fontSize: 'sm',
    fontWeight: 'medium',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.muted' },
      accent: { bg: 'accent.subtle', color: 'accent.text' },
      success: { bg: 'success.subtle', color: 'success.text' },
      warning: { bg: 'warning.subtle', color: 'warning.text' },
      danger: { bg: 'danger.subtle', color: 'danger.text' },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
})
