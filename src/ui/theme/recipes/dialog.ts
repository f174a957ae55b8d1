import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const slots = dialogAnatomy.extendWith('header', 'body', 'footer').keys()

const shared = {
  backdrop: {
    position: 'fixed',
    inset: '0',
    zIndex: 'overlay',
    bg: 'bg.overlay',
    _open: { animation: 'fade-in 150ms ease-out' },
    _closed: { animation: 'fade-out 120ms ease-in' },
    // Without motion when asked: the layer is simply there (and gone).
    _motionReduce: { _open: { animation: 'none' }, _closed: { animation: 'none' } },
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.popover',
    color: 'fg.default',
    shadow: '2xl',
    outline: 'none',
  },
  header: { display: 'flex', flexDirection: 'column', gap: '1', pe: '10' },
  title: { fontSize: 'lg', fontWeight: 'semibold', lineHeight: '1.3' },
  description: { fontSize: 'md', color: 'fg.muted' },
  body: { display: 'flex', flexDirection: 'column', gap: '4' },
  footer: { display: 'flex', justifyContent: 'flex-end', gap: '2' },
  closeTrigger: { position: 'absolute', top: '3', insetEnd: '3' },
} as const

/** A centred modal dialog. */
export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  slots,
  base: {
    ...shared,
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      p: '4',
      pt: '12vh',
      overflowY: 'auto',
    },
    content: {
      ...shared.content,
      position: 'relative',
      w: 'full',
      gap: '4',
      p: '5',
      rounded: 'lg',
      borderWidth: '1px',
      borderColor: 'border.default',
      _open: { animation: 'scale-in 150ms ease-out' },
      _closed: { animation: 'scale-out 120ms ease-in' },
      // Without motion when asked: the layer is simply there (and gone).
      _motionReduce: { _open: { animation: 'none' }, _closed: { animation: 'none' } },
    },
  },
  variants: {
    size: {
      sm: { content: { maxW: '25rem' } },
      md: { content: { maxW: '32rem' } },
      lg: { content: { maxW: '48rem' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
})

/** A dialog that slides in from the right edge, full height. */
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  slots,
  base: {
    ...shared,
    positioner: {
      position: 'fixed',
      insetY: '0',
      insetEnd: '0',
      zIndex: 'modal',
      display: 'flex',
      justifyContent: 'flex-end',
      w: 'full',
      pointerEvents: 'none',
    },
    content: {
      ...shared.content,
      position: 'relative',
      h: '100dvh',
      w: 'full',
      pointerEvents: 'auto',
      borderStartWidth: '1px',
      borderColor: 'border.default',
      _open: { animation: 'slide-in-end 200ms cubic-bezier(0.2, 0.8, 0.2, 1)' },
      _closed: { animation: 'slide-out-end 150ms ease-in' },
      // Without motion when asked: the layer is simply there (and gone).
      _motionReduce: { _open: { animation: 'none' }, _closed: { animation: 'none' } },
    },
    header: { ...shared.header, px: '5', pt: '5', pb: '4', borderBottomWidth: '1px', borderColor: 'border.default' },
    body: { ...shared.body, flex: '1', minH: '0', overflowY: 'auto', px: '5', py: '4' },
    footer: { ...shared.footer, px: '5', py: '3', borderTopWidth: '1px', borderColor: 'border.default' },
  },
  variants: {
    size: {
      sm: { content: { maxW: '24rem' } },
      md: { content: { maxW: '32rem' } },
      // Wide content: a table of many columns (the report preview).
      lg: { content: { maxW: '80rem' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
})
