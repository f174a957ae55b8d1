import { defineSlotRecipe } from '@pandacss/dev'

/** The designed empty and error states: a short title, one line of explanation, at most one action. */
export const stateRecipe = defineSlotRecipe({
  className: 'state',
  jsx: ['EmptyState', 'ErrorState'],
  slots: ['root', 'icon', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      px: '6',
      py: '10',
      textAlign: 'center',
    },
    icon: { display: 'inline-flex', color: 'fg.subtle', mb: '1', '& svg': { w: '6', h: '6' } },
    title: { fontSize: 'md', fontWeight: 'semibold' },
    description: { maxW: '28rem', color: 'fg.muted' },
    action: { mt: '2' },
  },
  variants: {
    tone: {
      neutral: {},
      danger: { icon: { color: 'danger.text' } },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
})
