import { defineRecipe } from '@pandacss/dev'

/** Text inputs and textareas; the invalid look follows aria-invalid, which Ark's Field sets. */
export const inputRecipe = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Textarea'],
  base: {
    display: 'block',
    w: 'full',
    minW: '0',
    px: '2.5',
    bg: 'bg.canvas',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.strong',
    rounded: 'md',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: '120ms',
    _placeholder: { color: 'fg.subtle' },
    _hover: { borderColor: 'fg.subtle' },
    _focusVisible: { borderColor: 'focusRing', boxShadow: '0 0 0 1px token(colors.focusRing)' },
    _invalid: { borderColor: 'danger.default', _focusVisible: { boxShadow: '0 0 0 1px token(colors.danger.default)' } },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '&[inputmode=decimal], &[inputmode=numeric]': { fontVariantNumeric: 'tabular-nums' },
  },
  variants: {
    size: {
      sm: { h: '7', fontSize: 'sm' },
      md: { h: '8', fontSize: 'md' },
    },
    multiline: {
      true: { h: 'auto', minH: '20', py: '1.5', resize: 'vertical', lineHeight: '1.45' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', multiline: false },
  staticCss: ['*'],
})
