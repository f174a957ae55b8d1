import { paginationAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const pageButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  h: '7',
  minW: '7',
  px: '1.5',
  rounded: 'md',
  fontSize: 'md',
  fontVariantNumeric: 'tabular-nums',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
} as const

export const paginationRecipe = defineSlotRecipe({
  className: 'pagination',
  jsx: ['Pagination'],
  slots: paginationAnatomy.extendWith('pages', 'summary', 'pageSize').keys(),
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', fontSize: 'md' },
    summary: { color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    pages: { display: 'flex', alignItems: 'center', gap: '0.5' },
    item: { ...pageButton, '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'semibold' } },
    prevTrigger: pageButton,
    nextTrigger: pageButton,
    firstTrigger: pageButton,
    lastTrigger: pageButton,
    ellipsis: { display: 'inline-flex', justifyContent: 'center', minW: '7', color: 'fg.subtle' },
    pageSize: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      color: 'fg.muted',
      '& > div': { flexDirection: 'row', alignItems: 'center' },
    },
  },
  staticCss: ['*'],
})
