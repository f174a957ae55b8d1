import { defineSlotRecipe } from '@pandacss/dev'

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  jsx: ['Card'],
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.canvas',
      borderWidth: '1px',
      borderColor: 'border.default',
      rounded: 'lg',
      minW: '0',
    },
    header: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', px: '4', pt: '4' },
    title: { fontSize: 'md', fontWeight: 'semibold' },
    description: { fontSize: 'sm', color: 'fg.muted', mt: '0.5' },
    body: { display: 'flex', flexDirection: 'column', gap: '3', p: '4' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '2',
      px: '4',
      py: '3',
      borderTopWidth: '1px',
      borderColor: 'border.default',
    },
  },
  staticCss: ['*'],
})
