import { defineRecipe } from '@pandacss/dev'

/** One vocabulary of variants for every clickable: solid, subtle, outline, plain; a danger tone for destructive actions. */
export const buttonRecipe = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton'],
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    flexShrink: 0,
    borderWidth: '1px',
    borderColor: 'transparent',
    rounded: 'md',
    fontWeight: 'medium',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: '120ms',
    '& svg': { flexShrink: 0 },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    // Loading sets aria-disabled too; it stays legible, only the cursor says "wait".
    '&[aria-busy=true][aria-disabled=true]': { cursor: 'progress', opacity: 0.85 },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasized' } },
      subtle: { bg: 'bg.muted', color: 'fg.default', _hover: { bg: 'bg.subtle' } },
      outline: { bg: 'bg.canvas', borderColor: 'border.strong', color: 'fg.default', _hover: { bg: 'bg.surface' } },
      plain: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
    },
    tone: {
      neutral: {},
      danger: {},
    },
    size: {
      sm: { h: '7', minW: '7', px: '2', fontSize: 'sm', '& svg': { w: '3.5', h: '3.5' } },
      md: { h: '8', minW: '8', px: '3', fontSize: 'md', '& svg': { w: '4', h: '4' } },
    },
    iconOnly: {
      true: { px: '0' },
      false: {},
    },
  },
  compoundVariants: [
    {
      variant: 'solid',
      tone: 'danger',
      css: { bg: 'danger.default', color: 'danger.fg', _hover: { bg: 'danger.emphasized' } },
    },
    {
      variant: 'subtle',
      tone: 'danger',
      css: { bg: 'danger.subtle', color: 'danger.text', _hover: { bg: 'danger.muted' } },
    },
    {
      variant: 'outline',
      tone: 'danger',
      css: { borderColor: 'danger.default', color: 'danger.text', _hover: { bg: 'danger.subtle' } },
    },
    { variant: 'plain', tone: 'danger', css: { color: 'danger.text', _hover: { bg: 'danger.subtle' } } },
  ],
  defaultVariants: { variant: 'solid', tone: 'neutral', size: 'md', iconOnly: false },
  staticCss: ['*'],
})
