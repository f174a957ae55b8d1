import { Menu as ArkMenu } from '@ark-ui/react/menu'
import { menu } from 'styled-system/recipes'
import { createStyleContext } from './style-context'

const { withRootProvider, withContext } = createStyleContext(menu)

/**
 * A menu button (WAI-ARIA): the trigger opens it with Enter, Space or the arrows; the arrows, Home,
 * End and the first letters move through the items; Escape closes it and focus goes back to the trigger.
 * Put Trigger (asChild, around a Button) and a Portal with Positioner > Content inside Root.
 */
export const Menu = {
  Root: withRootProvider(ArkMenu.Root),
  Trigger: ArkMenu.Trigger,
  Positioner: withContext(ArkMenu.Positioner, 'positioner'),
  Content: withContext(ArkMenu.Content, 'content'),
  Item: withContext(ArkMenu.Item, 'item'),
  ItemText: withContext(ArkMenu.ItemText, 'itemText'),
  ItemIndicator: withContext(ArkMenu.ItemIndicator, 'itemIndicator'),
  ItemGroup: withContext(ArkMenu.ItemGroup, 'itemGroup'),
  ItemGroupLabel: withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel'),
  RadioItemGroup: withContext(ArkMenu.RadioItemGroup, 'itemGroup'),
  RadioItem: withContext(ArkMenu.RadioItem, 'item'),
  Separator: withContext(ArkMenu.Separator, 'separator'),
}
