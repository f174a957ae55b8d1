import { defineRecipe } from '@pandacss/dev'

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  jsx: ['Skeleton'],
  base: {
    display: 'block',
    h: '3.5',
    rounded: 'sm',
    bg: 'bg.muted',
    animation: 'skeleton-pulse 1.6s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  },
  staticCss: ['*'],
})
