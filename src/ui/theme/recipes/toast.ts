import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.extendWith('icon', 'text').keys(),
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2.5',
      w: 'min(24rem, calc(100vw - 2rem))',
      p: '3',
      pe: '9',
      bg: 'bg.popover',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      rounded: 'lg',
      shadow: 'lg',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      opacity: 'var(--opacity)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: '200ms',
      transitionTimingFunction: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
      // Without motion when asked: a toast is simply there, in its place.
      _motionReduce: { transitionProperty: 'none' },
    },
    icon: {
      display: 'inline-flex',
      mt: '0.5',
      '& svg': { w: '4', h: '4' },
      '[data-type=success] &': { color: 'success.text' },
      '[data-type=error] &': { color: 'danger.text' },
    },
    text: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    title: { fontWeight: 'medium' },
    description: { color: 'fg.muted' },
    actionTrigger: { mt: '1', alignSelf: 'flex-start', color: 'accent.text', fontWeight: 'medium', cursor: 'pointer' },
    closeTrigger: { position: 'absolute', top: '2', insetEnd: '2' },
  },
  staticCss: ['*'],
})
