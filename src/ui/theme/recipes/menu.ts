import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { listboxStyles } from './select'

/** A menu of actions (a toolbar's «Виды»): the look of a select's popup, with group labels and separators. */
export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    content: { ...listboxStyles.content, minW: 'max(14rem, var(--reference-width))', maxW: '24rem', fontSize: 'sm' },
    item: {
      ...listboxStyles.item,
      justifyContent: 'flex-start',
      '&[data-tone=danger]': { color: 'danger.text' },
    },
    itemText: listboxStyles.itemText,
    // A fixed slot, so that checked and unchecked items line up.
    itemIndicator: {
      ...listboxStyles.itemIndicator,
      w: '3.5',
      flexShrink: 0,
      '&[hidden]': { display: 'inline-flex', visibility: 'hidden' },
    },
    itemGroupLabel: { px: '2', py: '1', fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted' },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border.default' },
  },
  staticCss: ['*'],
})
