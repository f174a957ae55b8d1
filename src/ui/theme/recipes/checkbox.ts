import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  jsx: ['Checkbox'],
  slots: checkboxAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', _disabled: { opacity: 0.5, cursor: 'not-allowed' } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      w: '4',
      h: '4',
      rounded: 'xs',
      borderWidth: '1px',
      borderColor: 'border.strong',
      bg: 'bg.canvas',
      color: 'accent.fg',
      transitionProperty: 'background-color, border-color',
      transitionDuration: '120ms',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      _invalid: { borderColor: 'danger.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '& svg': { w: '3', h: '3' },
    },
    label: { fontSize: 'md', userSelect: 'none' },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
  staticCss: ['*'],
})
