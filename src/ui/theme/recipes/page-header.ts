import { defineSlotRecipe } from '@pandacss/dev'

export const pageHeaderRecipe = defineSlotRecipe({
  className: 'page-header',
  jsx: ['PageHeader'],
  slots: ['root', 'text', 'title', 'description', 'actions'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '4' },
    text: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    title: { fontSize: 'xl', fontWeight: 'semibold', lineHeight: '1.25', letterSpacing: '-0.01em' },
    description: { color: 'fg.muted' },
    actions: { display: 'flex', alignItems: 'center', gap: '2' },
  },
  staticCss: ['*'],
})
