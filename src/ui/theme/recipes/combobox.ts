import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { listboxStyles } from './select'

/** The small icon buttons inside the input: show the list, clear the choice. */
const inputButton = {
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  color: 'fg.muted',
  rounded: 'sm',
  cursor: 'pointer',
} as const

/** The entity select: a text input that searches a server list, with the select's popup list. */
export const comboboxRecipe = defineSlotRecipe({
  className: 'combobox',
  jsx: ['EntitySelect'],
  slots: comboboxAnatomy.extendWith('errorText', 'itemDescription', 'status').keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    trigger: {
      ...inputButton,
      insetEnd: '1',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { w: '3.5', h: '3.5' },
    },
    clearTrigger: { ...inputButton, insetEnd: '7', _hover: { color: 'fg.default' }, '& svg': { w: '3', h: '3' } },
    ...listboxStyles,
    item: { ...listboxStyles.item, h: 'auto', minH: '7', py: '1' },
    itemText: { flex: '1', minW: '0', display: 'flex', flexDirection: 'column' },
    itemDescription: { fontSize: 'sm', color: 'fg.muted', truncate: true },
    empty: { px: '2', py: '1.5', color: 'fg.muted' },
    status: { px: '2', py: '1.5', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.text' },
  },
  staticCss: ['*'],
})
